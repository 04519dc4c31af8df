// A database a bench keeps between runs, so a large library is seeded once and measured again
// (seeding 100,000 articles takes minutes): a SQLite file, or a database on TEST_DATABASE_URL's
// PostgreSQL server. It is migrated on opening and never dropped.
import pg from 'pg';
import {
  migrateToLatest,
  openPostgres,
  openSqlite,
  type DialectName,
} from '../src/server/db/database';
import { createTestDatabase, type TestDb } from '../src/server/test/test-database';

export type KeptDatabases = { sqliteFile?: string | null; postgresDatabase?: string | null };

/** The PostgreSQL database `name` on TEST_DATABASE_URL's server, created when missing. */
async function openKeptPostgres(name: string): Promise<TestDb> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('a kept PostgreSQL database needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return { ...db, url: url.toString(), drop: () => db.close() };
}

/**
 * The database a bench measures: the kept one of its dialect when one was asked for (migrated,
 * and only closed by `drop`), otherwise a fresh test database (dropped by `drop`).
 */
export async function openBenchDatabase(
  dialect: DialectName,
  kept: KeptDatabases,
): Promise<TestDb> {
  let db: TestDb | null = null;
  if (dialect === 'sqlite' && kept.sqliteFile) {
    const file = openSqlite(kept.sqliteFile);
    db = { ...file, drop: () => file.close() };
  }
  if (dialect === 'postgres' && kept.postgresDatabase)
    db = await openKeptPostgres(kept.postgresDatabase);
  if (!db) return createTestDatabase(dialect);
  await migrateToLatest(db);
  return db;
}

/** `--sqlite-file PATH` and `--postgres-database NAME` from the command line. */
export function keptDatabasesFromArgs(argv: readonly string[]): KeptDatabases {
  const argument = (name: string) => {
    const at = argv.indexOf(name);
    return at === -1 ? null : (argv[at + 1] ?? null);
  };
  return {
    sqliteFile: argument('--sqlite-file'),
    postgresDatabase: argument('--postgres-database'),
  };
}
