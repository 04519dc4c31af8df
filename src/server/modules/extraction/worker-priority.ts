// Imported first by extraction-worker.ts: a worker thread gives way to the server's own thread
// (thread-priority.ts) before it loads the extractor, so even a replacement worker's start-up
// runs at the lower priority.

import { isMainThread, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';

/** What the pool tells each worker when it starts it (piscina's workerData). */
export type ExtractionWorkerData = { nice: number };

const { nice } = (workerData ?? {}) as Partial<ExtractionWorkerData>;
if (!isMainThread && typeof nice === 'number') lowerThreadPriority(nice);
