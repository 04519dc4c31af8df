import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { HostPoliteness } from './host-politeness';
import { IMPORT_FILE_QUEUE, IMPORT_ITEM_QUEUE, type ImportDeps } from './import-deps';
import { fetchImportItem } from './import-item-fetch';
import { readImportFile } from './import-reading';
import { ActivityGate } from '../../jobs/activity-gate';

/**
 * Reading a file: a few attempts, each bounded (100,000 entries take well under a minute; a
 * 1 GB Canyon export about half of one). A reading stopped by a killed process is taken up
 * again once its hold (renewed every 10 s while it runs) has lapsed.
 */
export const IMPORT_FILE_SETTINGS: QueueSettings = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  timeoutSeconds: 30 * 60,
  expireInSeconds: 30,
};

/** One item's content: a fetch (10 s) and an extraction (10 s at most), retried twice. */
export const IMPORT_ITEM_SETTINGS: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 120,
  expireInSeconds: 30,
};

/**
 * While this process reads an import file, its content jobs wait. The reader is waiting for the
 * items to appear in the library, while content takes minutes of polite fetching anyway; on two
 * cores, fetching beside reading took 6.3 s of CPU during a 20,000-row read instead of 2.1 s.
 * Reading 20,000 entries takes seconds; the wait is bounded all the same.
 */
export const READING_FIRST_MAX_WAIT_MS = 30_000;

/** Every process declares the queues before anything is sent to them. */
export async function declareImportQueues(jobs: JobQueue): Promise<void> {
  await jobs.createQueue(IMPORT_FILE_QUEUE, IMPORT_FILE_SETTINGS);
  await jobs.createQueue(IMPORT_ITEM_QUEUE, IMPORT_ITEM_SETTINGS);
}

/**
 * This process's share of the import work: one file read at a time, and
 * IMPORT_FETCHES_AT_ONCE items' content, polite to each site (host-politeness.ts), held back
 * while a file is being read (READING_FIRST_MAX_WAIT_MS).
 */
export async function startImportWorkers(
  deps: ImportDeps,
  options: { pollIntervalSeconds?: number } = {},
): Promise<void> {
  const politeness = new HostPoliteness(
    deps.rateLimiter,
    deps.config.imports.hostRequestsPerMinute,
  );
  const reading = new ActivityGate();
  await deps.jobs.work<{ importId: string }>(
    IMPORT_FILE_QUEUE,
    { concurrency: 1, ...options },
    (job) => reading.during(() => readImportFile(deps, job.data.importId, job.signal)),
  );
  await deps.jobs.work<{ itemId: string }>(
    IMPORT_ITEM_QUEUE,
    { concurrency: deps.config.imports.fetchesAtOnce, ...options },
    async (job) => {
      await reading.settled(READING_FIRST_MAX_WAIT_MS, job.signal);
      await fetchImportItem({ ...deps, politeness }, job.data.itemId, job);
    },
  );
}
