import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { JobQueue, JobSpec, QueueSettings } from './job-queue';
import { createJobWorkers } from './job-workers';
import {
  createClaimOrderIndex,
  deferPgBossJob,
  executePgBossCommand,
  touchPgBossJob,
  withSetupLock,
} from './pg-boss.repo';

export type PgBossQueueOptions = {
  /** How often pg-boss looks for jobs whose process died or ran out of time (and cleans up). */
  superviseIntervalSeconds?: number;
};

/**
 * The job queue on PostgreSQL: pg-boss (decision 018) through Canyon's own connection pool, in
 * its own `pgboss` schema. pg-boss hands each job to one process (`FOR UPDATE SKIP LOCKED`),
 * retries with backoff and expires attempts whose process went away; Canyon's workers take jobs
 * one at a time with fetch/complete/fail, so each attempt gets a signal bounded in time.
 */
export async function createPgBossQueue(
  db: Db,
  logger: Logger,
  options: PgBossQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: executeOn(db) },
    schema: 'pgboss',
    schedule: false,
    // Also how soon the work of a killed process is taken up (after its hold lapses).
    maintenanceIntervalSeconds: options.superviseIntervalSeconds ?? 10,
  });
  // pg-boss reports trouble as events; an unheard 'error' event would end the process.
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await withSetupLock(db, async () => {
    await boss.start();
    await createClaimOrderIndex(db);
  });

  const timeouts = new Map<string, number>();
  const workers = createJobWorkers(
    {
      claim: async (queue) => {
        const [job] = await boss.fetch<unknown>(queue, { batchSize: 1, includeMetadata: true });
        if (!job) return null;
        return {
          id: job.id,
          data: job.data,
          expireInSeconds: intervalSeconds(job.expireIn),
          // pg-boss keeps the hold; the attempt's time limit is Canyon's, declared per process.
          timeoutSeconds: timeouts.get(queue) ?? intervalSeconds(job.expireIn),
          lastAttempt: job.retryCount >= job.retryLimit,
        };
      },
      complete: async (queue, id) => {
        await boss.complete(queue, id);
      },
      defer: (queue, id, seconds) => deferPgBossJob(db, queue, id, seconds),
      extend: (queue, id) => touchPgBossJob(db, queue, id),
      fail: async (queue, id, error) => {
        await boss.fail(queue, id, {
          message: error instanceof Error ? error.message : String(error),
        });
      },
    },
    logger,
  );

  const insertOf = <T extends object>(name: string, job: JobSpec<T>): PgBoss.JobInsert<T> => ({
    name,
    data: job.data,
    priority: job.priority ?? 0,
    ...(job.startAfterSeconds
      ? { startAfter: new Date(Date.now() + job.startAfterSeconds * 1000) }
      : {}),
  });

  return {
    kind: 'pg-boss',
    createQueue: async (name: string, settings: QueueSettings) => {
      timeouts.set(name, settings.timeoutSeconds);
      await withSetupLock(db, () =>
        boss.createQueue(name, {
          name,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: settings.retryBackoff,
          expireInSeconds: settings.expireInSeconds,
        }),
      );
    },
    send: async (name, job) => {
      await boss.insert([insertOf(name, job)]);
      workers.wake(name);
    },
    sendMany: async (name, jobs, sendOptions) => {
      const target = sendOptions?.db ?? db;
      const through = { db: { executeSql: executeOn(target) } };
      // One statement per thousand jobs keeps each under PostgreSQL's parameter limits.
      for (let i = 0; i < jobs.length; i += 1000) {
        await boss.insert(
          jobs.slice(i, i + 1000).map((job) => insertOf(name, job)),
          through,
        );
      }
      workers.wake(name);
    },
    notify: (name) => workers.wake(name),
    work: async (name, options, handler) => {
      workers.work(name, options, handler);
    },
    // Jobs in a state before `completed`: created, retry and active.
    pendingCount: (name) => boss.getQueueSize(name, { before: 'completed' }),
    stop: async () => {
      await workers.stop();
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

/** pg-boss gives an attempt's time as a PostgreSQL interval. */
function intervalSeconds(interval: PgBoss.PostgresInterval | undefined): number {
  if (!interval) return 15 * 60;
  const { days = 0, hours = 0, minutes = 0, seconds = 0 } = interval;
  return Math.max(1, ((days * 24 + hours) * 60 + minutes) * 60 + seconds);
}

/** pg-boss's way into a database: Canyon's pool, or a transaction on it. */
function executeOn(db: Db) {
  return (text: string, values: unknown[] = []) => executePgBossCommand(db, text, values);
}
