// Noise is a bug: a console.error during a web test fails that test (src/web/test/setup.ts),
// unless the test says it expects one. React reports act() warnings, failed prop types, key
// warnings and caught render errors this way, and each of those is a defect to fix.

type Allowance = RegExp;

const unexpected: string[] = [];
let allowances: Allowance[] = [];
let original: typeof console.error | undefined;

function describeArgs(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
}

/** Starts recording console.error for one test (setup.ts calls this before each test). */
export function watchConsoleErrors(): void {
  unexpected.length = 0;
  allowances = [];
  original = console.error;
  const passThrough = original;
  console.error = (...args: unknown[]) => {
    const text = describeArgs(args);
    if (allowances.some((pattern) => pattern.test(text))) return;
    unexpected.push(text);
    passThrough(...args);
  };
}

/**
 * The current test expects console.error output matching `pattern` (any output when omitted):
 * matching calls are neither printed nor counted against the test.
 */
export function allowConsoleError(pattern: RegExp = /[\s\S]*/): void {
  allowances.push(pattern);
}

/** Stops recording; throws when the test wrote an error it did not expect. */
export function assertNoUnexpectedConsoleErrors(): void {
  if (original) console.error = original;
  original = undefined;
  if (unexpected.length === 0) return;
  const calls = unexpected.splice(0);
  throw new Error(
    `console.error was called ${calls.length} time(s) during this test (use allowConsoleError() if it is expected):\n${calls.join('\n---\n')}`,
  );
}
