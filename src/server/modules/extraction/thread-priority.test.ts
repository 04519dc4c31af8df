import { once } from 'node:events';
import { createRequire } from 'node:module';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId } from './thread-priority';

type Probe = { tid: number | null; afterFirst: number | null; afterSecond: number | null };

async function probe(first: number, second: number): Promise<Probe> {
  // Loaded through tsx's require hook, as the extraction pool loads its workers from the sources.
  const file = fileURLToPath(new URL('./test-fixtures/priority-probe-worker.ts', import.meta.url));
  const worker = new Worker(`require(${JSON.stringify(file)})`, {
    eval: true,
    workerData: { first, second },
    execArgv: ['--require', createRequire(import.meta.url).resolve('tsx/cjs')],
  });
  const [seen] = (await once(worker, 'message')) as [Probe];
  await worker.terminate();
  return seen;
}

describe('lowerThreadPriority', () => {
  it('lowers the calling thread alone, and never raises it again', async () => {
    const self = currentThreadId();
    const base = self === null ? 0 : getPriority(self);
    const lower = Math.min(19, base + 5);
    const seen = await probe(lower, base + 1);
    if (self === null) {
      // No thread of its own to renice on this platform: nothing changes.
      expect(seen).toEqual({ tid: null, afterFirst: null, afterSecond: null });
      return;
    }
    expect(seen.tid).not.toBe(self);
    expect(seen.afterFirst).toBe(lower);
    expect(seen.afterSecond).toBe(lower);
    expect(getPriority(self)).toBe(base);
  });
});
