import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { COMPILER_BUDGET_FLAG, INLINED_BYTECODE_BUDGET } from './compiler-budget';

/** What a fresh Node process prints when it sets `flag` at run time, as the worker does. */
function outputOfSetting(flag: string): string {
  const code = `require('node:v8').setFlagsFromString(${JSON.stringify(flag)})`;
  const run = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout + run.stderr;
}

describe('the compiler budget of extraction', () => {
  it("is a flag this Node's V8 knows, below its default budget", () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    const stated = /--max-inlined-bytecode-size-cumulative=(\d+)/.exec(options);
    expect(Number(stated?.[1])).toBeGreaterThan(INLINED_BYTECODE_BUDGET);
    expect(COMPILER_BUDGET_FLAG).toBe(
      `--max-inlined-bytecode-size-cumulative=${INLINED_BYTECODE_BUDGET}`,
    );
  });

  it('is taken at run time: V8 says nothing, where it names a flag it does not know', () => {
    // V8 ignores an unknown flag set at run time and only prints so; a Node upgrade that drops
    // or freezes the flag shows here rather than as a silent loss of the saving.
    expect(outputOfSetting(`${COMPILER_BUDGET_FLAG.replace('=', 'X=')}`)).toMatch(/unrecognized/);
    expect(outputOfSetting(COMPILER_BUDGET_FLAG)).toBe('');
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
