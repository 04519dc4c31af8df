import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { JobsTable } from '../db/schema';

// The SQLite job queue's table (sqlite-job-queue.ts): every statement the queue runs.

export type NewJobRow = Pick<
  JobsTable,
  'id' | 'queue' | 'data' | 'state' | 'priority' | 'retry_count' | 'start_after' | 'created_at'
>;

export async function insertJobs(db: Db, rows: NewJobRow[]): Promise<void> {
  // SQLite allows 32,766 parameters a statement; 500 rows of 8 stay far below.
  for (let i = 0; i < rows.length; i += 500) {
    await db.kysely
      .insertInto('jobs')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Active jobs whose lease ran out or that another process (this one before a crash) holds. */
export async function findStaleJobs(
  db: Db,
  queue: string,
  instance: string,
  at: number,
): Promise<Array<{ id: string; retry_count: number }>> {
  return db.kysely
    .selectFrom('jobs')
    .select(['id', 'retry_count'])
    .where('queue', '=', queue)
    .where('state', '=', 'active')
    .where((eb) => eb.or([eb('locked_until', '<=', at), eb('locked_by', '!=', instance)]))
    .execute();
}

export async function readRetryCount(db: Db, id: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('jobs')
    .select('retry_count')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.retry_count;
}

/** Ends an active attempt: back to waiting until `startAfter`, or failed for good. */
export async function endAttempt(
  db: Db,
  id: string,
  outcome: { final: boolean; retryCount: number; startAfter: number; reason: string; at: number },
): Promise<void> {
  await db.kysely
    .updateTable('jobs')
    .set({
      state: outcome.final ? 'failed' : 'created',
      retry_count: outcome.retryCount,
      start_after: outcome.startAfter,
      locked_by: null,
      locked_until: null,
      last_error: outcome.reason.slice(0, 1000),
      finished_at: outcome.final ? outcome.at : null,
    })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

/** Back to waiting until `startAfter`, the attempt not counted. */
export async function deferJob(db: Db, id: string, startAfter: number): Promise<void> {
  await db.kysely
    .updateTable('jobs')
    .set({ state: 'created', start_after: startAfter, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

/** Renews `instance`'s hold on an active job. */
export async function extendJob(
  db: Db,
  id: string,
  instance: string,
  lockedUntil: number,
): Promise<void> {
  await db.kysely
    .updateTable('jobs')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('locked_by', '=', instance)
    .execute();
}

export async function completeJob(db: Db, id: string, at: number): Promise<void> {
  await db.kysely
    .updateTable('jobs')
    .set({ state: 'completed', finished_at: at, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

/** Finished jobs older than their keeping time go. */
export async function deleteFinishedJobs(
  db: Db,
  completedBefore: number,
  failedBefore: number,
): Promise<void> {
  await db.kysely
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'completed'), eb('finished_at', '<', completedBefore)]),
        eb.and([eb('state', '=', 'failed'), eb('finished_at', '<', failedBefore)]),
      ]),
    )
    .execute();
}

/**
 * Marks the next waiting job active for `instance` until `lockedUntil`: higher priority first,
 * then earlier start, then the order of sending. One UPDATE … RETURNING, so one claim each.
 */
export async function claimNextJob(
  db: Db,
  queue: string,
  instance: string,
  at: number,
  lockedUntil: number,
): Promise<{ id: string; data: string; retry_count: number } | undefined> {
  const next = db.kysely
    .selectFrom('jobs')
    .select('id')
    .where('queue', '=', queue)
    .where('state', '=', 'created')
    .where('start_after', '<=', at)
    .orderBy('priority', 'desc')
    .orderBy('start_after')
    .orderBy(sql`rowid`)
    .limit(1);
  return db.kysely
    .updateTable('jobs')
    .set({ state: 'active', locked_by: instance, locked_until: lockedUntil })
    .where('id', '=', next)
    .returning(['id', 'data', 'retry_count'])
    .executeTakeFirst();
}

export async function countUnfinishedJobs(db: Db, queue: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('queue', '=', queue)
    .where('state', 'in', ['created', 'active'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
