// A worker thread for thread-priority.test.ts: lowers its own priority twice (the second time to
// a higher priority than the first) and reports what it saw.

import { parentPort, workerData } from 'node:worker_threads';
import { currentThreadId, lowerThreadPriority } from '../thread-priority';

const { first, second } = workerData as { first: number; second: number };
parentPort?.postMessage({
  tid: currentThreadId(),
  afterFirst: lowerThreadPriority(first),
  afterSecond: lowerThreadPriority(second),
});
