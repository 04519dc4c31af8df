import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { COMPILER_BUDGET_FLAG, INLINED_BYTECODE_BUDGET, inlineLess } from './compiler-budget';

describe('the compiler budget of extraction', () => {
  it('names a V8 flag that V8 accepts, below V8 default budget', () => {
    expect(INLINED_BYTECODE_BUDGET).toBeLessThan(920);
    expect(COMPILER_BUDGET_FLAG).toBe('--max-inlined-bytecode-size-cumulative=230');
    expect(() => inlineLess()).not.toThrow();
  });

  it('can be set from a worker thread, as the extraction worker does', async () => {
    const code = `
      const { setFlagsFromString } = require('node:v8');
      const { parentPort } = require('node:worker_threads');
      setFlagsFromString(${JSON.stringify(COMPILER_BUDGET_FLAG)});
      let sum = 0;
      for (let i = 0; i < 1e5; i++) sum += Math.sqrt(i);
      parentPort.postMessage(sum > 0);`;
    const worker = new Worker(code, { eval: true });
    const ok = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(ok).toBe(true);
  });
});
