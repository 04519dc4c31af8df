import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDialect, type TestDb } from '../test/test-database';
import {
  describePostgresUrl,
  migrateToLatest,
  openDatabase,
  openSqlite,
  sqliteFile,
} from './database';

describe('openDatabase', () => {
  it('opens SQLite in DATA_DIR with WAL and foreign keys on', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'canyon-db-')), 'nested', 'data');
    const db = openDatabase({ databaseUrl: undefined, dataDir });
    expect(db.dialect).toBe('sqlite');
    const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
      db.kysely,
    );
    const { rows: keys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
      db.kysely,
    );
    expect(mode[0]?.journal_mode).toBe('wal');
    expect(keys[0]?.foreign_keys).toBe(1);
    expect(sqliteFile(dataDir)).toBe(path.join(dataDir, 'canyon.db'));
    await db.close();
  });

  it('chooses PostgreSQL when a URL is given', async () => {
    const db = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: '/unused',
    });
    expect(db.dialect).toBe('postgres');
    await db.close();
  });

  it('describes a PostgreSQL URL without its password', () => {
    expect(describePostgresUrl('postgres://canyon:hunter2@db.internal:6543/canyon')).toBe(
      'db.internal:6543/canyon',
    );
    expect(describePostgresUrl('postgres://db/canyon')).toBe('db:5432/canyon');
  });
});

describeEachDialect('migrations on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('create the tables and can run again without change', async () => {
    await migrateToLatest(db);
    const tables = (await db.kysely.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining(['article_tags', 'articles', 'extracted_content']),
    );
  });

  it('cascade deleting an article to its tag rows', async () => {
    const now = Date.now();
    await db.kysely
      .insertInto('articles')
      .values({
        id: 'a1',
        user_id: 'u',
        url: 'https://x.test/',
        url_key: 'https://x.test/',
        extracted_content_id: null,
        summary: null,
        tags: '["t"]',
        is_archived: 0,
        source: 'web',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely
      .insertInto('article_tags')
      .values({ article_id: 'a1', user_id: 'u', tag: 't', created_at: now })
      .execute();
    await db.kysely.deleteFrom('articles').where('id', '=', 'a1').execute();
    expect(await db.kysely.selectFrom('article_tags').selectAll().execute()).toEqual([]);
  });

  it('refuse a tag row for an article that does not exist', async () => {
    await expect(
      db.kysely
        .insertInto('article_tags')
        .values({ article_id: 'ghost', user_id: 'u', tag: 't', created_at: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('migrations on a SQLite file that is already migrated', () => {
  it('leave existing rows alone', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'canyon-db-')), 'canyon.db');
    const first = openSqlite(file);
    await migrateToLatest(first);
    await first.kysely
      .insertInto('extracted_content')
      .values({
        id: 'e1',
        url: 'u',
        url_key: 'u',
        title: 't',
        content: 'c',
        text_content: 'c',
        length: 1,
        extracted_at: 1,
        excerpt: null,
        byline: null,
        site_name: null,
        og_title: null,
        og_description: null,
        og_image: null,
        og_site_name: null,
        og_type: null,
        og_url: null,
        canonical_url: null,
        published_time: null,
        language: null,
        extracted_by: null,
      })
      .execute();
    await first.close();
    const second = openSqlite(file);
    await migrateToLatest(second);
    expect(await second.kysely.selectFrom('extracted_content').select('id').execute()).toEqual([
      { id: 'e1' },
    ]);
    await second.close();
  });
});
