import { Kysely, PostgresDialect, sql, type PostgresCursor } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDb } from '../test/test-database';
import { callbackQueryPool } from './callback-query-pool';
import { isUniqueViolation } from './unique-violation';

type Notes = { notes: { id: number; body: string } };

/** What `work` rejected with, or null when it succeeded. */
const failureOf = (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe.skipIf(!testDialects.includes('postgres'))('callbackQueryPool on postgres', () => {
  let db: TestDb;
  let pool: pg.Pool;
  let kysely: Kysely<Notes>;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    kysely = new Kysely<Notes>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }) });
  });
  afterAll(async () => {
    await kysely.destroy();
    await db.drop();
  });

  it('answers rows and affected-row counts as pg does', async () => {
    const inserted = await kysely
      .insertInto('notes')
      .values([
        { id: 1, body: 'first' },
        { id: 2, body: 'zweite Notiz 🙂' },
      ])
      .executeTakeFirst();
    expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(2);
    const rows = await kysely.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'zweite Notiz 🙂' },
    ]);
    const updated = await kysely
      .updateTable('notes')
      .set({ body: 'changed' })
      .where('id', '=', 2)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  });

  it('rejects with pg’s own error and leaves the pool usable', async () => {
    const duplicate = await failureOf(
      kysely.insertInto('notes').values({ id: 1, body: 'again' }).execute(),
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    const nul = await failureOf(
      kysely.insertInto('notes').values({ id: 3, body: 'a\u0000b' }).execute(),
    );
    expect(String(nul)).toMatch(/0x00/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes`.execute(kysely);
    expect(rows[0]?.n).toBe(2);
  });

  it('runs a transaction on one connection and rolls it back whole', async () => {
    const failed = await failureOf(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 10, body: 'inside' }).execute();
        const seen = await trx.selectFrom('notes').select('id').where('id', '=', 10).execute();
        expect(seen).toEqual([{ id: 10 }]);
        await trx.insertInto('notes').values({ id: 10, body: 'clash' }).execute();
      }),
    );
    expect(isUniqueViolation(failed)).toBe(true);
    expect(await kysely.selectFrom('notes').select('id').where('id', '=', 10).execute()).toEqual(
      [],
    );
  });

  it('hands back the same wrapper for a client the pool reuses', async () => {
    const single = new pg.Pool({ connectionString: db.url, max: 1 });
    const wrapped = callbackQueryPool(single);
    try {
      const first = await wrapped.connect();
      first.release();
      const second = await wrapped.connect();
      const { rows } = await second.query<{ one: number }>('select 1 as one', []);
      second.release();
      expect(second).toBe(first);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await wrapped.end();
    }
  });

  it('refuses a cursor, since streaming is not configured', async () => {
    const client = await callbackQueryPool(pool).connect();
    try {
      const cursor = { read: async () => [], close: async () => undefined };
      expect(() => client.query(cursor as PostgresCursor<unknown>)).toThrow(
        'Streaming query results is not configured for PostgreSQL',
      );
    } finally {
      client.release();
    }
  });
});
