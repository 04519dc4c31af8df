import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Counts one request against `key` in a fixed window, atomically on both dialects: the
 * upsert takes the row lock (PostgreSQL) or the write lock (SQLite), so concurrent requests
 * from several processes can never all read a stale count.
 */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowStart: number }> {
  const expired = sql<boolean>`rate_limits.window_start <= cast(${now - windowMs} as bigint)`;
  const row = await db.kysely
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then cast(${now} as bigint) else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

export async function deleteRateLimitsBefore(db: Db, cutoff: number): Promise<void> {
  await db.kysely.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}
