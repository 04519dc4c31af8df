import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticlesSkippingDuplicates } from '../../modules/articles/articles.repo';
import { listArticlePage, type ListQuery } from '../../modules/articles/articles.service';
import { makeArticle } from '../../modules/articles/testing/make-article';
import { insertExtractedContent } from '../../modules/extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../../modules/extracted-content/extracted-content.fixtures';
import { FIRST_WINDOW } from '../../modules/search/date-windows';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { searchWindowsMigration } from './015-search-windows';

const AT = 1_790_000_000_000;
// More articles than the first window holds, so a search walks several.
const COUNT = FIRST_WINDOW * 3;
// The narwhal articles: the newest, one in the middle and the three oldest, text matches only.
const NARWHALS = [0, 1, 2, Math.floor(COUNT / 2), COUNT - 1];

describe.skipIf(!testDialects.includes('postgres'))(
  'migration 015 (search by date windows) on postgres',
  () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      for (const i of NARWHALS)
        await insertExtractedContent(
          db,
          makeExtractedContent({ id: `c${i}`, title: 'Sea', textContent: 'Narwhal tusks.' }),
        );
      const articles = Array.from({ length: COUNT }, (_, i) =>
        makeArticle(`a${i}`, {
          userId: 'alice',
          title: 'Plain',
          extractedContentId: NARWHALS.includes(i) ? `c${i}` : null,
          createdAt: AT + i * 1000,
        }),
      );
      await insertArticlesSkippingDuplicates(db, articles);
    });
    afterAll(async () => {
      await db.drop();
    });

    const ids = async (userId: string, query: Partial<ListQuery>) => {
      const page = await listArticlePage(db, userId, { archived: false, tags: [], ...query });
      return { ids: page.items.map((item) => item.id), cursor: page.nextCursor ?? undefined };
    };
    const middle = `a${NARWHALS[3]}`;
    const last = `a${COUNT - 1}`;

    it('indexes the owner and saved date of every inserted article', async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n
        from article_search s join articles a on a.id = s.article_id
        where s.user_id = a.user_id and s.saved_at = a.created_at`.execute(db.kysely);
      expect(rows[0]?.n).toBe(COUNT);
    });

    it('finds matches newest first across windows, for words and phrases', async () => {
      for (const q of ['narwhal ', '"narwhal tusks"', 'narw'])
        expect((await ids('alice', { q })).ids).toEqual([last, middle, 'a2', 'a1', 'a0']);
      expect((await ids('alice', { q: 'narwhal -tusks' })).ids).toEqual([]);
      // Both words in every candidate, never in this order.
      expect((await ids('alice', { q: '"tusks narwhal"' })).ids).toEqual([]);
      expect((await ids('alice', { q: 'narwhal -"tusks narwhal"' })).ids).toHaveLength(5);
    });

    it('pages by date in both directions from the cursor', async () => {
      const oldest = await ids('alice', { q: 'narwhal ', sort: 'oldest', limit: 2 });
      expect(oldest.ids).toEqual(['a0', 'a1']);
      const next = await ids('alice', { q: 'narwhal ', sort: 'oldest', limit: 2, ...oldest });
      expect(next.ids).toEqual(['a2', middle]);
      const newest = await ids('alice', { q: 'narwhal ', sort: 'newest', limit: 3 });
      expect(newest.ids).toEqual([last, middle, 'a2']);
      const rest = await ids('alice', { q: 'narwhal ', sort: 'newest', limit: 3, ...newest });
      expect(rest.ids).toEqual(['a1', 'a0']);
    });

    it('follows a new owner', async () => {
      await sql`update articles set user_id = 'carol' where id = 'a1'`.execute(db.kysely);
      expect((await ids('carol', { q: 'narwhal ' })).ids).toEqual(['a1']);
      expect((await ids('alice', { q: 'narwhal ' })).ids).toEqual([last, middle, 'a2', 'a0']);
      await sql`update articles set user_id = 'alice' where id = 'a1'`.execute(db.kysely);
    });

    it('fills the columns of the rows indexed before it and builds the indexes again', async () => {
      await sql`alter table article_search drop column user_id, drop column saved_at`.execute(
        db.kysely,
      );
      await searchWindowsMigration('postgres').up(db.kysely as unknown as Kysely<unknown>);
      const { rows: indexes } = await sql<{ name: string }>`select indexname as name
        from pg_indexes where tablename = 'article_search' order by indexname`.execute(db.kysely);
      expect(indexes.map((index) => index.name)).toEqual([
        'article_search_document',
        'article_search_fields',
        'article_search_pkey',
        'article_search_saved',
      ]);
      expect((await ids('alice', { q: 'narwhal ' })).ids).toEqual([last, middle, 'a2', 'a1', 'a0']);
    });
  },
);
