import { CompiledQuery, sql, type QueryResult } from 'kysely';
import type { Db } from '../db/database';

// What pg-boss 10 has no call for, done on its own table (pinned version: the `pgboss.job`
// columns below are pg-boss 10's).

/** Renews a running job's hold: pg-boss expires an active job `expire_in` after `started_on`. */
export async function touchPgBossJob(db: Db, queue: string, id: string): Promise<void> {
  await sql`
    update pgboss.job set started_on = now()
     where name = ${queue} and id = ${id}::uuid and state = 'active'
  `.execute(db.kysely);
}

/**
 * An active job back to waiting for `seconds`, its attempt not counted. pg-boss takes jobs oldest
 * first (`created_on`), so a deferred job also goes to the back of the line: kept in its place it
 * would be the next one claimed the moment it is due, and a busy site's items, deferred again and
 * again, would keep the workers from every other site's.
 */
export async function deferPgBossJob(
  db: Db,
  queue: string,
  id: string,
  seconds: number,
): Promise<void> {
  await sql`
    update pgboss.job
       set state = 'created',
           start_after = now() + make_interval(secs => ${seconds}),
           created_on = now(),
           started_on = null
     where name = ${queue} and id = ${id}::uuid and state = 'active'
  `.execute(db.kysely);
}

/**
 * pg-boss 10 finds the next job with `order by priority desc, created_on, id` among waiting jobs
 * that are due, but indexes waiting jobs by (name, start_after) only: every claim sorted all of a
 * queue's waiting jobs (about 35 ms per claim with an import's 20,000 items waiting). This index
 * hands them over in claim order. On the partitioned job table, it is made on every queue's part.
 */
export async function createClaimOrderIndex(db: Db): Promise<void> {
  await sql`
    create index if not exists canyon_job_claim_order
        on pgboss.job (name, priority desc, created_on, id)
     where state < 'active'
  `.execute(db.kysely);
}

/** Any fixed number: the advisory lock Canyon's processes take around pg-boss's set-up. */
const SETUP_LOCK = 7_061_903;

/**
 * Runs `work` while holding a session advisory lock on one connection, so processes starting
 * together set pg-boss up (its schema, each queue's table) one after another: done at the same
 * time, one of them would fail on what the other just created.
 */
export async function withSetupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SETUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SETUP_LOCK})`.execute(connection);
    }
  });
}

/**
 * One of pg-boss's commands on a connection of its own. Some are several statements in one
 * transaction; if one fails, the connection is left inside the aborted transaction, so it is
 * rolled back before it goes back to the pool, where Canyon's own queries would meet it.
 */
export async function executePgBossCommand(
  db: Db,
  text: string,
  values: unknown[],
): Promise<QueryResult<unknown>> {
  const query = CompiledQuery.raw(text, values);
  // Inside Canyon's transaction it simply takes part (sending jobs with an import's batch).
  if (db.kysely.isTransaction) return db.kysely.executeQuery(query);
  return db.kysely.connection().execute(async (connection) => {
    try {
      return await connection.executeQuery(query);
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  });
}
