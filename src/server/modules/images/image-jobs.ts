import type { JobQueue, QueueSettings } from '../../jobs/job-queue';

// Background image fetching runs as jobs of the app's durable queue (issue #16 item 3, decision
// 018): one job per pending image, so a restart or a killed process loses none of them and, on
// PostgreSQL, several app processes share the work, each image taken by one of them.

export const IMAGE_FETCH_QUEUE = 'image-fetch';

/** What one job asks for: one image of one content. */
export type ImageFetchJob = { contentId: string; position: number };

/**
 * One image: a fetch (10 s, IMAGE_FETCH_TIMEOUT_MS) and a few statements. An image that cannot
 * be fetched is marked failed by the handler and the job completes; only database trouble fails
 * the attempt, retried twice (after 10 s, then 20 s). Past that the image stays pending and is
 * fetched when a reader views it.
 */
export const IMAGE_FETCH_SETTINGS: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  timeoutSeconds: 30,
  expireInSeconds: 30,
};

/** Every process declares the queue before anything is sent to it. */
export async function declareImageQueue(jobs: JobQueue): Promise<void> {
  await jobs.createQueue(IMAGE_FETCH_QUEUE, IMAGE_FETCH_SETTINGS);
}
