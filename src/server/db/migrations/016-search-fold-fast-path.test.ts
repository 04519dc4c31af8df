import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../modules/articles/articles.repo';
import { listArticlePage } from '../../modules/articles/articles.service';
import { makeArticle } from '../../modules/articles/testing/make-article';
import { insertExtractedContent } from '../../modules/extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../../modules/extracted-content/extracted-content.fixtures';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { COMBINING_MARKS } from './012-search';
import { searchFoldFastPathMigration, UNFOLDED_CHARS } from './016-search-fold-fast-path';

// Texts for both ways: nothing to fold; a letter to fold only at the very end; letters already
// taken apart (NFD); marks NFD reorders; scripts NFD takes apart (Hangul, Greek, Cyrillic).
const TEXTS = [
  'The “Quick” brown fox — 50 € © 2026 … ½ ¿Why? 🦊 ➜ ╚═╝',
  `${'Plain ASCII words. '.repeat(200)}Café`,
  'Cafe\u0301 e\u0301te\u0301 q\u0303x ẹ́ko',
  'a\u0316\u0301\u05b0b A\u05b0\u0301',
  'ΆΈΉ Ökonomie ŁÓDŹ Straße Ǆ İstanbul 한국어 ёлка Й',
  // İ, and the Kelvin, Ångström and ohm signs: lower-casing or NFD turns them into letters.
  '\u0130 \u212a \u212b \u2126',
];

describe.skipIf(!testDialects.includes('postgres'))(
  'migration 016 (fold without taking apart a text with nothing to fold) on postgres',
  () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      // Migration 012's fold, to compare with.
      await sql`create function fold_012(value text) returns text language sql immutable
        as ${sql.lit(`select regexp_replace(normalize(lower(value), NFD), '${COMBINING_MARKS}', '', 'g')`)}`.execute(
        db.kysely,
      );
    });
    afterAll(async () => {
      await db.drop();
    });

    const differing = async (values: RawBuilder<unknown>) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from ${values}
          where canyon_fold(value) is distinct from fold_012(value)`.execute(db.kysely)
      ).rows[0]?.n;

    const needsFolding = sql.lit(`[^${UNFOLDED_CHARS}]`);

    it('takes the short way for a text with nothing to fold only', async () => {
      const { rows } = await sql<{ long: boolean }>`select value ~ ${needsFolding} as long
        from unnest(${TEXTS}::text[]) with ordinality as t (value, n) order by n`.execute(
        db.kysely,
      );
      expect(rows.map((row) => row.long)).toEqual([false, true, true, true, true, true]);
      const { rows: source } = await sql<{ src: string }>`select prosrc as src from pg_proc
        where proname = 'canyon_fold'`.execute(db.kysely);
      expect(source[0]?.src).toContain('return lower(value);');
    });

    it('folds every character below U+30000 as migration 012 did', async () => {
      const everyCharacter = sql`(select chr(code) as value from generate_series(1, 196607) as code
        where code not between 55296 and 57343) as characters`;
      expect(await differing(everyCharacter)).toBe(0);
      // Every character the short way takes, in one text.
      const allUnfolded = sql`(select string_agg(chr(code), '') as value
        from generate_series(1, 196607) as code
        where code not between 55296 and 57343 and chr(code) !~ ${needsFolding}) as one`;
      expect(await differing(allUnfolded)).toBe(0);
    });

    it('folds mixed texts as migration 012 did', async () => {
      expect(await differing(sql`unnest(${TEXTS}::text[]) as value`)).toBe(0);
    });

    it('finds an article by its words with or without accents, both ways', async () => {
      const english = makeExtractedContent({
        id: 'c-english',
        textContent: 'The “Kelp” forest — a survey.',
      });
      const french = makeExtractedContent({ id: 'c-french', textContent: 'Une forêt de varech.' });
      for (const content of [english, french]) await insertExtractedContent(db, content);
      await insertArticle(
        db,
        makeArticle('en', { userId: 'alice', extractedContentId: english.id }),
      );
      await insertArticle(
        db,
        makeArticle('fr', { userId: 'alice', extractedContentId: french.id }),
      );
      const ids = async (q: string) =>
        (await listArticlePage(db, 'alice', { archived: false, tags: [], q })).items.map(
          (item) => item.id,
        );
      expect(await ids('kelp ')).toEqual(['en']);
      expect(await ids('"kelp forest"')).toEqual(['en']);
      expect(await ids('foret ')).toEqual(['fr']);
      expect(await ids('FORÊT ')).toEqual(['fr']);
    });

    it('goes back to migration 012 fold', async () => {
      const migration = searchFoldFastPathMigration('postgres');
      await migration.down(db.kysely as unknown as Kysely<unknown>);
      const { rows } = await sql<{ src: string }>`select prosrc as src from pg_proc
        where proname = 'canyon_fold'`.execute(db.kysely);
      expect(rows[0]?.src).not.toContain('return lower(value);');
      await migration.up(db.kysely as unknown as Kysely<unknown>);
      expect(await differing(sql`unnest(${TEXTS}::text[]) as value`)).toBe(0);
    });
  },
);
