import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { retryDelayMs, type JobQueue, type JobSpec, type QueueSettings } from './job-queue';
import { createJobWorkers, type ClaimedJob } from './job-workers';
import {
  claimNextJob,
  completeJob,
  countUnfinishedJobs,
  deferJob,
  extendJob,
  deleteFinishedJobs,
  endAttempt,
  findStaleJobs,
  insertJobs,
  readRetryCount,
  type NewJobRow,
} from './jobs.repo';

/** Finished jobs are kept this long (a day's imports can be looked at), then removed. */
const KEEP_COMPLETED_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export type SqliteJobQueueOptions = { now?: () => number };

/**
 * The job queue on SQLite (decision 018): one table, one process. Each claim marks the next
 * job active under this process's id with a lease of the queue's `expireInSeconds`; a job left
 * active by another process (this one before a crash) or past its lease counts as a failed
 * attempt and is retried, so a killed process loses nothing. better-sqlite3 runs one statement
 * at a time, so a claim (one UPDATE … RETURNING) never hands a job out twice.
 */
export function createSqliteJobQueue(
  db: Db,
  logger: Logger,
  options: SqliteJobQueueOptions = {},
): JobQueue {
  const now = options.now ?? Date.now;
  const instance = randomUUID();
  const settings = new Map<string, QueueSettings>();
  let lastPrune = 0;

  function settingsOf(queue: string): QueueSettings {
    const found = settings.get(queue);
    if (!found) throw new Error(`Job queue ${queue} was not created in this process`);
    return found;
  }

  /** A failed attempt: retried after the queue's delay, or failed for good past its limit. */
  async function settle(queue: string, id: string, retryCount: number, reason: string) {
    const at = now();
    const queueSettings = settingsOf(queue);
    const retry = retryCount + 1;
    const final = retry > queueSettings.retryLimit;
    await endAttempt(db, id, {
      final,
      retryCount: final ? retryCount : retry,
      startAfter: final ? at : at + retryDelayMs(queueSettings, retry),
      reason,
      at,
    });
  }

  async function claim(queue: string): Promise<ClaimedJob | null> {
    const at = now();
    const { expireInSeconds, timeoutSeconds, retryLimit } = settingsOf(queue);
    for (const stale of await findStaleJobs(db, queue, instance, at)) {
      await settle(
        queue,
        stale.id,
        stale.retry_count,
        'The attempt ran out of time or its process stopped',
      );
    }
    if (at - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = at;
      await deleteFinishedJobs(db, at - KEEP_COMPLETED_MS, at - KEEP_FAILED_MS);
    }
    const row = await claimNextJob(db, queue, instance, at, at + expireInSeconds * 1000);
    if (!row) return null;
    return {
      id: row.id,
      data: JSON.parse(row.data) as unknown,
      expireInSeconds,
      timeoutSeconds,
      lastAttempt: row.retry_count >= retryLimit,
    };
  }

  const workers = createJobWorkers(
    {
      claim,
      complete: (_queue, id) => completeJob(db, id, now()),
      defer: (_queue, id, seconds) => deferJob(db, id, now() + seconds * 1000),
      extend: (queue, id) =>
        extendJob(db, id, instance, now() + settingsOf(queue).expireInSeconds * 1000),
      fail: async (queue, id, error) => {
        const retryCount = await readRetryCount(db, id);
        if (retryCount === undefined) return;
        await settle(queue, id, retryCount, error instanceof Error ? error.message : String(error));
      },
    },
    logger,
  );

  function rowOf<T>(queue: string, job: JobSpec<T>, at: number): NewJobRow {
    return {
      id: randomUUID(),
      queue,
      data: JSON.stringify(job.data),
      state: 'created',
      priority: job.priority ?? 0,
      retry_count: 0,
      start_after: at + (job.startAfterSeconds ?? 0) * 1000,
      created_at: at,
    };
  }

  return {
    kind: 'sqlite',
    createQueue: async (name, queueSettings) => {
      settings.set(name, queueSettings);
    },
    send: async (name, job) => {
      await insertJobs(db, [rowOf(name, job, now())]);
      workers.wake(name);
    },
    sendMany: async (name, jobs, sendOptions) => {
      const at = now();
      await insertJobs(
        sendOptions?.db ?? db,
        jobs.map((job) => rowOf(name, job, at)),
      );
      workers.wake(name);
    },
    notify: (name) => workers.wake(name),
    work: async (name, workOptions, handler) => {
      settingsOf(name);
      workers.work(name, workOptions, handler);
    },
    pendingCount: (name) => countUnfinishedJobs(db, name),
    stop: () => workers.stop(),
  };
}
