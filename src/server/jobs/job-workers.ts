import type { Logger } from '../logger';
import {
  DEFAULT_POLL_INTERVAL_SECONDS,
  JobDeferred,
  type JobHandler,
  type WorkOptions,
} from './job-queue';
import { pause, runAttempt } from './run-attempt';

/** A job as a store hands it out: claimed by this process until completed or failed. */
export type ClaimedJob = {
  id: string;
  data: unknown;
  timeoutSeconds: number;
  /** The hold this process renews while the attempt runs. */
  expireInSeconds: number;
  /** No retry follows a failure of this attempt. */
  lastAttempt: boolean;
};

/** What the worker loop needs from a store of jobs (pg-boss, or the SQLite table). */
export type JobStore = {
  claim: (queue: string) => Promise<ClaimedJob | null>;
  complete: (queue: string, id: string) => Promise<void>;
  fail: (queue: string, id: string, error: unknown) => Promise<void>;
  /** Back to waiting for `seconds`, without counting the attempt. */
  defer: (queue: string, id: string, seconds: number) => Promise<void>;
  /** Renews this process's hold on a running job. */
  extend: (queue: string, id: string) => Promise<void>;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The workers of one process: `concurrency` loops per queue, each taking one job at a time,
 * sleeping `pollIntervalSeconds` when there is none (or until `wake` says there may be).
 */
export function createJobWorkers(store: JobStore, logger: Logger) {
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];
  const sleepers = new Map<string, Set<() => void>>();

  function wake(queue: string): void {
    for (const sleeper of sleepers.get(queue) ?? []) sleeper();
  }

  async function idle(queue: string, ms: number): Promise<void> {
    const controller = new AbortController();
    const onStop = () => controller.abort();
    stopping.signal.addEventListener('abort', onStop, { once: true });
    const set = sleepers.get(queue) ?? new Set();
    sleepers.set(queue, set);
    const wakeUp = () => controller.abort();
    set.add(wakeUp);
    try {
      await pause(ms, controller.signal);
    } finally {
      set.delete(wakeUp);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  async function loop(queue: string, pollMs: number, handler: JobHandler<unknown>): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: ClaimedJob | null;
      try {
        job = await store.claim(queue);
      } catch (err) {
        if (stopping.signal.aborted) return;
        logger.error({ err, queue }, 'taking a job failed');
        await idle(queue, pollMs);
        continue;
      }
      if (!job) {
        await idle(queue, pollMs);
        continue;
      }
      const claimed = job;
      const renew = setInterval(
        () => {
          store
            .extend(queue, claimed.id)
            .catch((err: unknown) =>
              logger.warn({ err, queue, jobId: claimed.id }, 'job not renewed'),
            );
        },
        Math.max(200, (claimed.expireInSeconds * 1000) / 3),
      );
      try {
        await runAttempt(
          handler,
          { id: job.id, data: job.data, lastAttempt: job.lastAttempt },
          job.timeoutSeconds,
          stopping.signal,
        );
        await store.complete(queue, job.id);
      } catch (error) {
        // A job the shutdown interrupted waits for the next process without spending an attempt
        // (a restart must not turn an item's last try into a failure).
        const deferral = stopping.signal.aborted
          ? 0
          : error instanceof JobDeferred
            ? error.seconds
            : undefined;
        if (deferral === undefined) {
          logger.warn({ queue, jobId: job.id, reason: describe(error) }, 'job attempt failed');
        }
        await (
          deferral === undefined
            ? store.fail(queue, job.id, error)
            : store.defer(queue, job.id, deferral)
        ).catch((err: unknown) => logger.error({ err, queue, jobId: job.id }, 'job not marked'));
      } finally {
        clearInterval(renew);
      }
    }
  }

  return {
    signal: stopping.signal,
    wake,
    work<T>(queue: string, options: WorkOptions, handler: JobHandler<T>): void {
      const pollMs = (options.pollIntervalSeconds ?? DEFAULT_POLL_INTERVAL_SECONDS) * 1000;
      for (let i = 0; i < options.concurrency; i++) {
        loops.push(loop(queue, pollMs, handler as JobHandler<unknown>));
      }
    },
    async stop(): Promise<void> {
      stopping.abort();
      await Promise.allSettled(loops);
    },
  };
}
