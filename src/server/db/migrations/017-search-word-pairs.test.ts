import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticlesSkippingDuplicates } from '../../modules/articles/articles.repo';
import { makeArticle } from '../../modules/articles/testing/make-article';
import { pairQueuedArticles, queuedForPairing } from '../../modules/search/word-pairs.repo';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { searchWordPairsMigration } from './017-search-word-pairs';

describe.skipIf(!testDialects.includes('postgres'))(
  'migration 017 (word pairs) on postgres',
  () => {
    let db: TestDb;
    const migration = searchWordPairsMigration('postgres');
    const raw = () => db.kysely as unknown as Kysely<unknown>;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      await insertArticlesSkippingDuplicates(
        db,
        Array.from({ length: 12 }, (_, i) =>
          makeArticle(`m${i}`, { userId: 'alice', title: `Whale song ${i}` }),
        ),
      );
    });
    afterAll(async () => {
      await db.drop();
    });

    const pairedCount = async () => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from article_search_pairs`.execute(db.kysely);
      return rows[0]?.n ?? 0;
    };

    it('runs again over its own result, queueing only what has no pairs', async () => {
      expect(await queuedForPairing(db)).toBe(12);
      expect(await pairQueuedArticles(db, 5)).toBe(5);
      await migration.up(raw());
      expect(await queuedForPairing(db)).toBe(7);
      expect(await pairedCount()).toBe(5);
    });

    it('goes back and forth: down drops the pairs, up queues every article again', async () => {
      await migration.down(raw());
      const { rows } = await sql<{ name: string | null }>`select
          to_regclass('article_search_pairs')::text as name`.execute(db.kysely);
      expect(rows[0]?.name).toBeNull();
      // The search triggers of earlier migrations still work without this one's.
      await insertArticlesSkippingDuplicates(db, [makeArticle('m-down', { userId: 'alice' })]);
      await migration.up(raw());
      expect(await queuedForPairing(db)).toBe(13);
      expect(await pairedCount()).toBe(0);
    });

    it('does nothing on SQLite', async () => {
      const sqlite = await createTestDatabase('sqlite');
      try {
        const before = await sql<{ name: string }>`select name from sqlite_master
          order by name`.execute(sqlite.kysely);
        const sqliteMigration = searchWordPairsMigration('sqlite');
        await sqliteMigration.up(sqlite.kysely as unknown as Kysely<unknown>);
        await sqliteMigration.down(sqlite.kysely as unknown as Kysely<unknown>);
        const after = await sql<{ name: string }>`select name from sqlite_master
          order by name`.execute(sqlite.kysely);
        expect(after.rows).toEqual(before.rows);
      } finally {
        await sqlite.drop();
      }
    });
  },
);
