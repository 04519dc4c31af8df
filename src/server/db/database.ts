import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { AppError } from '../errors';
import { callbackQueryPool } from './callback-query-pool';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close: () => Promise<void>;
};

// bigint (int8) columns hold epoch milliseconds, well inside Number's exact range.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'canyon.db');
}

export function openSqlite(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    connectionTimeoutMillis: 5000,
    max: 10,
  });
  // An idle connection the server closes (a restart, a dropped database) is replaced on next
  // use; without a listener pg would raise it as an uncaught error and end the process.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }),
  });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/** Where a PostgreSQL URL points, without its password, for error messages and logs. */
export function describePostgresUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** Opens the configured database: PostgreSQL when a URL is given, else SQLite in dataDir. */
export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Db {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(sqliteFile(options.dataDir));
}

/** Brings the schema up to date; safe to run from several processes at once on PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new AppError(
      'UNAVAILABLE',
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`.replace(
        /\s+/g,
        ' ',
      ),
      { cause: error },
    );
  }
}
