import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each reading. The process's resident size also counts buffers that
// were read and dropped but not yet collected, and V8 lets tens of megabytes of those wait, so
// it moves with the collector's timing rather than with what is kept.
setFlagsFromString('--expose-gc');
/** V8's full collection, as `--expose-gc` gives it. */
export const collectGarbage = runInNewContext('gc') as () => void;

function bytesInUse(): number {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/**
 * How much more memory was in use at the most, while `work` ran, than before it: the JavaScript
 * heap and the buffers outside it, read every 10 ms.
 */
export async function peakMemoryGrowthDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; growth: number }> {
  const before = bytesInUse();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, bytesInUse());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, bytesInUse());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}
