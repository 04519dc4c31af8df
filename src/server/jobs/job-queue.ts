// Canyon's background work (imports, and in time image fetching and re-extraction) runs as jobs
// kept in the database, so a restart or a killed process loses none of it (issue #16, DESIGN.md
// §5, decision 018). One interface, two implementations: pg-boss on PostgreSQL, where several
// app processes share the queue and each job is claimed by one of them; a small table-backed
// queue on SQLite, where one process serves the whole installation.

import type { Db } from '../db/database';

/** How a queue treats its jobs; every process declares the same settings at start-up. */
export type QueueSettings = {
  /** Attempts after the first one when a job fails or runs out of time. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each further one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one attempt may run; past it the attempt counts as failed (its signal aborts). */
  timeoutSeconds: number;
  /**
   * The running process renews its hold on a job every third of this; a job whose process
   * stopped renewing it (killed, frozen) for this long is taken up again.
   */
  expireInSeconds: number;
};

export type JobSpec<T> = {
  data: T;
  /** Higher first. */
  priority?: number;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
};

export type Job<T> = {
  id: string;
  data: T;
  /** Aborted when the attempt runs out of time or the queue stops. */
  signal: AbortSignal;
  /** No retry follows if this attempt fails: a handler may record the failure for good. */
  lastAttempt: boolean;
};

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type WorkOptions = {
  /** Jobs of this queue this process runs at once. */
  concurrency: number;
  /** How often an idle worker looks for new jobs. */
  pollIntervalSeconds?: number;
};

export type JobQueue = {
  readonly kind: 'pg-boss' | 'sqlite';
  /** Declares a queue; safe to repeat, and every process does. */
  createQueue: (name: string, settings: QueueSettings) => Promise<void>;
  send: <T extends object>(name: string, job: JobSpec<T>) => Promise<void>;
  /**
   * Many jobs in few statements (an import's thousands of items). With `db` (a transaction on
   * Canyon's database) the jobs exist exactly when that transaction commits.
   */
  sendMany: <T extends object>(
    name: string,
    jobs: JobSpec<T>[],
    options?: { db?: Db },
  ) => Promise<void>;
  /**
   * Tells this process's idle workers that jobs may be waiting: after the transaction that
   * sent them commits (sending inside one cannot, as the jobs are not visible yet).
   */
  notify: (name: string) => void;
  /** Runs this queue's jobs in this process until `stop`. */
  work: <T extends object>(
    name: string,
    options: WorkOptions,
    handler: JobHandler<T>,
  ) => Promise<void>;
  /** Jobs not yet finished (waiting, retrying or running), for progress and tests. */
  pendingCount: (name: string) => Promise<number>;
  /** Stops taking jobs, aborts the running ones' signals and waits for them to settle. */
  stop: () => Promise<void>;
};

export const DEFAULT_POLL_INTERVAL_SECONDS = 2;

/**
 * Thrown by a handler that cannot do its work yet (a site asked to be left alone for a while):
 * the job waits `seconds` and runs again, and the attempt does not count against its retries.
 */
export class JobDeferred extends Error {
  constructor(readonly seconds: number) {
    super(`Deferred for ${seconds} s`);
    this.name = 'JobDeferred';
  }
}

/** The delay before retry number `retry` (1 for the first retry). */
export function retryDelayMs(settings: QueueSettings, retry: number): number {
  const factor = settings.retryBackoff ? 2 ** Math.max(0, retry - 1) : 1;
  return settings.retryDelaySeconds * factor * 1000;
}
