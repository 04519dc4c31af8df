/**
 * Polls `check` until it holds, for work that finishes in the background (jobs, imports, workers).
 * Fails after `ms` so a stuck job shows as a timeout with a reason, not a hung test file.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms = 20_000,
  everyMs = 50,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
