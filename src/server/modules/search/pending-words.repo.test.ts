import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/database';
import { insertArticlesSkippingDuplicates } from '../articles/articles.repo';
import { makeArticle } from '../articles/testing/make-article';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { until } from '../../test/until';
import { mergePendingWords } from './pending-words.repo';
import { parseSearchQuery } from './search-query';
import { searchArticleIds } from './search.repo';
import { startWordPairing } from './word-pairing';
import { queuedForPairing } from './word-pairs.repo';

const AT = 1_790_000_000_000;

/** Saves `count` articles of `userId`, each with a text of its own words. */
async function saveArticles(db: TestDb, prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1)
    await insertExtractedContent(
      db,
      makeExtractedContent({
        id: `${prefix}-text-${i}`,
        title: `Harbour log ${i}`,
        textContent: `The ${prefix}${i} ferry left at dawn, past lighthouse ${prefix}beacon${i}.`,
      }),
    );
  await insertArticlesSkippingDuplicates(
    db,
    Array.from({ length: count }, (_, i) =>
      makeArticle(`${prefix}-${i}`, {
        userId: 'alice',
        extractedContentId: `${prefix}-text-${i}`,
        createdAt: AT + i,
      }),
    ),
  );
}

const search = (db: TestDb, text: string) =>
  searchArticleIds(db, {
    userId: 'alice',
    query: parseSearchQuery(text)!,
    filter: { archived: false, tags: [] },
    order: { sort: 'relevance', offset: 0 },
    limit: 50,
  });

describe('mergePendingWords on SQLite', () => {
  it('has nothing to merge', async () => {
    const db = await createTestDatabase('sqlite');
    try {
      expect(await mergePendingWords(db)).toBe(0);
    } finally {
      await db.drop();
    }
  });
});

describe.skipIf(!testDialects.includes('postgres'))('pending words on postgres', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('moves saved words into the index, where searches still find them', async () => {
    await mergePendingWords(db);
    await saveArticles(db, 'm', 5);
    expect(await mergePendingWords(db)).toBeGreaterThan(0);
    expect(await mergePendingWords(db)).toBe(0);
    expect(await search(db, 'mbeacon3')).toEqual(['m-3']);
    expect((await search(db, 'ferry')).length).toBe(5);
  });

  it('merges in the background rounds, so a save rarely has to', async () => {
    await mergePendingWords(db);
    await saveArticles(db, 'bg', 5);
    const errors: unknown[] = [];
    const rounds = startWordPairing(
      db,
      { error: (...args: unknown[]) => errors.push(args) },
      { idleMs: 20 },
    );
    try {
      await until(async () => (await queuedForPairing(db)) === 0, 10_000, 20);
      // A round pairs, then merges: one more round after the queue emptied has merged too.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await rounds.stop();
    }
    expect(errors).toEqual([]);
    expect(await mergePendingWords(db)).toBe(0);
    expect(await search(db, 'bgbeacon4')).toEqual(['bg-4']);
  });

  it('goes on pairing, and logs once, when merging is refused to a role that does not own the indexes', async () => {
    const role = `canyon_not_owner_${randomBytes(4).toString('hex')}`;
    await sql`create role ${sql.id(role)} login`.execute(db.kysely);
    await sql`grant select, insert, update, delete on all tables in schema public
      to ${sql.id(role)}`.execute(db.kysely);
    const url = new URL(db.url!);
    url.username = role;
    const asRole = openPostgres(url.toString());
    try {
      await saveArticles(db, 'ro', 3);
      const errors: unknown[] = [];
      const rounds = startWordPairing(
        asRole,
        { error: (...args: unknown[]) => errors.push(args) },
        { idleMs: 20, mergeRetryMs: 60_000 },
      );
      try {
        await until(async () => (await queuedForPairing(db)) === 0, 10_000, 20);
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await rounds.stop();
      }
      expect(await queuedForPairing(db)).toBe(0);
      expect(errors).toHaveLength(1);
      expect(JSON.stringify(errors[0])).toContain('merging saved words');
      // Left for the owner (or the save that fills the list).
      expect(await mergePendingWords(db)).toBeGreaterThan(0);
    } finally {
      await asRole.close();
      await sql`drop owned by ${sql.id(role)}`.execute(db.kysely);
      await sql`drop role ${sql.id(role)}`.execute(db.kysely);
    }
  });
});
