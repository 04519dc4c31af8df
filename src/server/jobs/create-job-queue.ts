import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { createSqliteJobQueue } from './sqlite-job-queue';

export type JobQueueOptions = {
  /** PostgreSQL: how often abandoned attempts are looked for (pg-boss's maintenance). */
  superviseIntervalSeconds?: number;
};

/** The job queue for the database Canyon runs on. */
export async function createJobQueue(
  db: Db,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  return db.dialect === 'postgres'
    ? createPgBossQueue(db, logger, options)
    : createSqliteJobQueue(db, logger);
}
