// The counts `npm test` ends with, read from each runner's JSON report.

export type Tally = { passed: number; failed: number; skipped: number };

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

/** A runner that failed without a failing test (a crashed file, an unhandled error) still fails. */
function atLeastOneFailureIfExitFailed(failed: number, exitCode: number): number {
  return failed || (exitCode === 0 ? 0 : 1);
}

export function vitestTally(report: VitestReport | undefined, exitCode: number): Tally {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  return {
    passed: report.numPassedTests,
    failed: atLeastOneFailureIfExitFailed(report.numFailedTests, exitCode),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightTally(report: PlaywrightReport | undefined, exitCode: number): Tally {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected,
    failed: atLeastOneFailureIfExitFailed(unexpected + flaky, exitCode),
    skipped,
  };
}

export function addTallies(...tallies: Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

export function countLine({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The run passes when something passed and nothing failed; with `forbidSkips`, nothing skipped. */
export function runPassed(total: Tally, forbidSkips: boolean): boolean {
  return total.failed === 0 && total.passed > 0 && !(forbidSkips && total.skipped > 0);
}
