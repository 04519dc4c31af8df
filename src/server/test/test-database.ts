import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { readTestSettings } from '../config';
import {
  migrateToLatest,
  openPostgres,
  openSqlite,
  type Db,
  type DialectName,
} from '../db/database';

export type TestDb = Db & {
  drop: () => Promise<void>;
  /** Where another process finds it: DATA_DIR for SQLite, DATABASE_URL for PostgreSQL. */
  dataDir?: string;
  url?: string;
};

const { postgresUrl } = readTestSettings();

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testDialects: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

const allDialects: DialectName[] = ['sqlite', 'postgres'];

/**
 * `describe.each(testDialects)` that also declares the suites it cannot run here: without
 * TEST_DATABASE_URL the PostgreSQL suite is skipped (its tests count as skipped), not left out,
 * so the closing count shows what did not run. Same call shape: a name with `%s`, then the body.
 */
export function describeEachDialect(name: string, body: (dialect: DialectName) => void): void {
  for (const dialect of allDialects) {
    describe.skipIf(!testDialects.includes(dialect))(name.replaceAll('%s', dialect), () =>
      body(dialect),
    );
  }
}

/** A fresh, migrated database of the given dialect: its own SQLite file or PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'canyon-test-'));
    const db = openSqlite(path.join(dir, 'canyon.db'));
    await migrateToLatest(db);
    return {
      ...db,
      dataDir: dir,
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `canyon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrateToLatest(db);
  return {
    ...db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const cleaner = new pg.Client({ connectionString: postgresUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}
