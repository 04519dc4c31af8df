import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { HostPoliteness } from './host-politeness';
import { IMPORT_FILE_QUEUE, IMPORT_ITEM_QUEUE, type ImportDeps } from './import-deps';
import { fetchImportItem } from './import-item-fetch';
import { readImportFile } from './import-reading';
import { ReadingFirst } from './reading-first';

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

/** Every process declares the queues before anything is sent to them. */
export async function declareImportQueues(jobs: JobQueue): Promise<void> {
  await jobs.createQueue(IMPORT_FILE_QUEUE, IMPORT_FILE_SETTINGS);
  await jobs.createQueue(IMPORT_ITEM_QUEUE, IMPORT_ITEM_SETTINGS);
}

/**
 * This process's share of the import work: one file read at a time, and
 * IMPORT_FETCHES_AT_ONCE items' content, polite to each site (host-politeness.ts), held back
 * while a file is being read (reading-first.ts).
 */
export async function startImportWorkers(
  deps: ImportDeps,
  options: { pollIntervalSeconds?: number } = {},
): Promise<void> {
  const politeness = new HostPoliteness(
    deps.rateLimiter,
    deps.config.imports.hostRequestsPerMinute,
  );
  const readingFirst = new ReadingFirst();
  await deps.jobs.work<{ importId: string }>(
    IMPORT_FILE_QUEUE,
    { concurrency: 1, ...options },
    (job) => readingFirst.whileReading(() => readImportFile(deps, job.data.importId, job.signal)),
  );
  await deps.jobs.work<{ itemId: string }>(
    IMPORT_ITEM_QUEUE,
    { concurrency: deps.config.imports.fetchesAtOnce, ...options },
    async (job) => {
      await readingFirst.settled(job.signal);
      await fetchImportItem({ ...deps, politeness }, job.data.itemId, job);
    },
  );
}
