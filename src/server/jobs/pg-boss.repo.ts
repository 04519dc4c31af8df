import { sql } from 'kysely';
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

/** An active job back to waiting for `seconds`, its attempt not counted. */
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
           started_on = null
     where name = ${queue} and id = ${id}::uuid and state = 'active'
  `.execute(db.kysely);
}
