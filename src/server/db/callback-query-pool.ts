// The pool Kysely is given on PostgreSQL: pg's own pool, whose clients run each statement through
// pg's callback form of `query` rather than its promise form. With the promise form, reading
// pages of twenty article texts kept most of what they allocated alive through Node's
// young-generation collections: 111–140 ms of collections per 400 pages against 10–21 ms with
// the callback form, and a page's p95 4.2–4.9 ms against 2.6 (bench:postgres-reads; decision 028).
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

function callbackQueryClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    statement: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely hands a cursor only to a dialect configured for streaming, which Canyon's is not.
    if (typeof statement !== 'string')
      throw new Error('Streaming query results is not configured for PostgreSQL');
    return new Promise((resolve, reject) => {
      client.query(statement, parameters as unknown[], (error: Error | undefined, result) => {
        if (error) reject(error);
        else resolve(result as unknown as PostgresQueryResult<R>);
      });
    });
  }
  return { query, release: () => client.release() };
}

/** `pool` as Kysely's PostgresDialect takes it, each pg client wrapped once. */
export function callbackQueryPool(pool: pg.Pool): PostgresPool {
  // Kysely keeps one connection object per client it is handed, so a client that comes back
  // from the pool must come back as the same wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = callbackQueryClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
