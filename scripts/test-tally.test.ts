import { describe, expect, it } from 'vitest';
import { addTallies, countLine, playwrightTally, runPassed, vitestTally } from './test-tally';

const vitestReport = { numPassedTests: 40, numFailedTests: 0, numPendingTests: 6, numTodoTests: 1 };
const playwrightReport = { stats: { expected: 12, unexpected: 0, flaky: 0, skipped: 2 } };

describe('the closing count of npm test', () => {
  it('counts skipped and todo tests from both runners', () => {
    const total = addTallies(vitestTally(vitestReport, 0), playwrightTally(playwrightReport, 0));
    expect(countLine(total)).toBe('52 passed, 0 failed, 9 skipped');
  });

  it('counts a runner that crashed without a report as a failure', () => {
    expect(vitestTally(undefined, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(playwrightTally(undefined, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a runner that exited non-zero with no failing test as one failure', () => {
    expect(vitestTally(vitestReport, 1).failed).toBe(1);
  });

  it('counts flaky browser tests as failures', () => {
    const flaky = { stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 } };
    expect(playwrightTally(flaky, 0).failed).toBe(1);
  });

  it('fails a run with skipped tests only when skips are forbidden (CI)', () => {
    const total = { passed: 10, failed: 0, skipped: 1 };
    expect(runPassed(total, false)).toBe(true);
    expect(runPassed(total, true)).toBe(false);
    expect(runPassed({ passed: 10, failed: 0, skipped: 0 }, true)).toBe(true);
    expect(runPassed({ passed: 0, failed: 0, skipped: 0 }, false)).toBe(false);
  });
});
