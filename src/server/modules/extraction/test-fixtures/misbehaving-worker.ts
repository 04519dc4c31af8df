// A stand-in for extraction-worker.ts in the pool tests: the real worker, except that a few
// magic URLs make it hang, exhaust its heap or crash, the way a hostile page might.

import runExtractionTask, {
  type ExtractionTask,
  type ExtractionTaskResult,
} from '../extraction-worker';

export default function misbehave(task: ExtractionTask): ExtractionTaskResult {
  if (task.url.endsWith('/hang')) {
    for (;;) {
      // a parser stuck in a loop
    }
  }
  if (task.url.endsWith('/oom')) {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
  }
  if (task.url.endsWith('/crash')) process.exit(1);
  return runExtractionTask(task);
}
