import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertArticle,
  insertArticlesSkippingDuplicates,
} from '../../modules/articles/articles.repo';
import { listArticlePage } from '../../modules/articles/articles.service';
import { makeArticle } from '../../modules/articles/testing/make-article';
import { insertExtractedContent } from '../../modules/extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../../modules/extracted-content/extracted-content.fixtures';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { searchOrderMigration } from './014-search-order';

const SECOND = 1_790_000_000;

describe('migration 014 (search index in saved-date order) on sqlite', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db.drop();
  });

  async function save(id: string, createdAt: number) {
    const content = makeExtractedContent({ id: `content-${id}`, textContent: 'Tidal pools.' });
    await insertExtractedContent(db, content);
    await insertArticle(
      db,
      makeArticle(id, { userId: 'alice', extractedContentId: content.id, createdAt }),
    );
  }

  const docs = async () =>
    (
      await sql<{ doc: number; id: string }>`select doc, article_id as id
        from article_search_docs order by doc`.execute(db.kysely)
    ).rows;

  const found = async () =>
    (await listArticlePage(db, 'alice', { archived: false, tags: [], q: 'tidal ' })).items.map(
      (item) => item.id,
    );

  it('numbers index rows by saved second, then by arrival within a second', async () => {
    // Four in one second (an import), one a second later, one long before.
    await save('b1', SECOND * 1000 + 900);
    await save('b2', SECOND * 1000 + 100);
    await save('c', (SECOND + 1) * 1000);
    await save('b3', SECOND * 1000);
    await save('a', (SECOND - 86_400) * 1000);
    await save('b4', SECOND * 1000 + 500);
    const rows = await docs();
    expect(rows.map((row) => row.id)).toEqual(['a', 'b1', 'b2', 'b3', 'b4', 'c']);
    expect(rows[1]!.doc).toBe(SECOND * 2 ** 20);
    expect(rows[4]!.doc).toBe(SECOND * 2 ** 20 + 3);
    expect(Number.isSafeInteger(rows[5]!.doc)).toBe(true);
    expect(await found()).toEqual(['c', 'b4', 'b3', 'b2', 'b1', 'a']);
  });

  it('renumbers the articles saved before it, in date order, and keeps them searchable', async () => {
    // As before the migration: no field index (012 had none), every other table rebuilt.
    await sql`drop table article_search_head`.execute(db.kysely);
    await searchOrderMigration('sqlite').up(db.kysely as unknown as Kysely<unknown>);
    // Rebuilt from the articles alone: within the second by saved time, then id.
    expect((await docs()).map((row) => row.id)).toEqual(['a', 'b3', 'b2', 'b4', 'b1', 'c']);
    expect(await found()).toEqual(['c', 'b1', 'b4', 'b2', 'b3', 'a']);
    await save('d', (SECOND + 2) * 1000);
    expect((await found())[0]).toBe('d');
  });
});

describe.skipIf(!testDialects.includes('postgres'))(
  'migration 014 (search order) on postgres',
  () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
    });
    afterAll(async () => {
      await db.drop();
    });

    it('indexes the fields, and field matches come first', async () => {
      const inTitle = makeExtractedContent({
        id: 'c-title',
        title: 'Kelp forests',
        textContent: 'Sea.',
      });
      const inText = makeExtractedContent({
        id: 'c-text',
        title: 'Sea',
        textContent: 'Kelp grows.',
      });
      for (const content of [inTitle, inText]) await insertExtractedContent(db, content);
      await insertArticle(db, makeArticle('t', { userId: 'alice', extractedContentId: 'c-title' }));
      await insertArticle(
        db,
        makeArticle('x', {
          userId: 'alice',
          extractedContentId: 'c-text',
          createdAt: SECOND * 2000,
        }),
      );
      // The fields' index is built over the rows already there.
      await sql`drop index article_search_fields`.execute(db.kysely);
      await searchOrderMigration('postgres').up(db.kysely as unknown as Kysely<unknown>);
      const { rows: indexes } = await sql<{ name: string }>`select indexname as name from pg_indexes
      where tablename = 'article_search'`.execute(db.kysely);
      expect(indexes.map((index) => index.name)).toContain('article_search_fields');
      const page = await listArticlePage(db, 'alice', { archived: false, tags: [], q: 'kelp ' });
      expect(page.items.map((item) => item.id)).toEqual(['t', 'x']);
    });

    it('indexes the articles one statement inserts, once each, and only those inserted', async () => {
      const rows = ['i1', 'i2', 'i3'].map((id, i) =>
        makeArticle(id, { userId: 'bob', title: `Narwhal ${i}`, createdAt: SECOND * 1000 + i }),
      );
      // i2 again under another id: skipped as a duplicate URL, so never indexed.
      const again = makeArticle('i2-again', { userId: 'bob', title: 'Narwhal again' });
      again.url = rows[1]!.url;
      again.urlKey = rows[1]!.urlKey;
      const inserted = await insertArticlesSkippingDuplicates(db, [...rows, again]);
      expect([...inserted].sort()).toEqual(['i1', 'i2', 'i3']);
      const page = await listArticlePage(db, 'bob', { archived: false, tags: [], q: 'narwhal ' });
      expect(page.items.map((item) => item.id)).toEqual(['i3', 'i2', 'i1']);
      const { rows: indexed } = await sql<{ n: number }>`select count(*)::int as n
        from article_search where article_id like 'i%'`.execute(db.kysely);
      expect(indexed[0]?.n).toBe(3);
    });
  },
);
