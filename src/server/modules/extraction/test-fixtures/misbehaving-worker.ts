// A stand-in for extraction-worker.ts in the pool tests: the real worker, except that a few
// magic URLs make it hang, exhaust its heap or crash, the way a hostile page might, or wait
// without using the CPU, and one
// parses the page as given, without the shaping pass that bounds a hostile page's cost.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import runExtractionTask, {
  reportStarted,
  type ExtractionTask,
  type ExtractionTaskResult,
} from '../extraction-worker';

export default function misbehave(task: ExtractionTask): ExtractionTaskResult {
  if (task.url.endsWith('/hang')) {
    reportStarted(task);
    for (;;) {
      // a parser stuck in a loop
    }
  }
  if (task.url.endsWith('/oom')) {
    reportStarted(task);
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
  }
  if (task.url.endsWith('/crash')) process.exit(1);
  const sleep = /\/sleep-(\d+)$/.exec(task.url);
  if (sleep) {
    // A worker that has the page but gets no CPU (a busy machine): it waits, using none.
    reportStarted(task);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(sleep[1]));
    return runExtractionTask(task);
  }
  if (task.url.endsWith('/unshaped') && typeof task.html === 'string') {
    reportStarted(task);
    const started = performance.now();
    const { document } = parseHTML(task.html);
    new Readability(document as never).parse();
    return {
      ok: false,
      code: 'NO_CONTENT',
      message: 'unshaped page parsed',
      durationMs: performance.now() - started,
    };
  }
  return runExtractionTask(task);
}
