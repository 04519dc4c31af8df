import type { JobHandler } from './job-queue';

/** The reason a job's signal aborts with when its time is up. */
export class JobTimeout extends Error {
  constructor(seconds: number) {
    super(`The job ran past its ${seconds} s`);
    this.name = 'JobTimeout';
  }
}

/** The reason a job's signal aborts with when the queue stops (shutdown): not the job's fault. */
export class JobInterrupted extends Error {
  constructor() {
    super('Canyon is stopping');
    this.name = 'JobInterrupted';
  }
}

/** True when the attempt's signal aborted because the queue is stopping. */
export function wasInterrupted(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof JobInterrupted;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One attempt at a job, bounded in time: it fails when the handler throws or runs past
 * `timeoutSeconds`, and is interrupted (JobInterrupted) when the queue stops. The handler's signal aborts in both cases, so a fetch
 * in flight ends too; a handler that ignores it is no longer waited for.
 */
export async function runAttempt<T>(
  handler: JobHandler<T>,
  job: { id: string; data: T; lastAttempt: boolean },
  timeoutSeconds: number,
  stopping: AbortSignal,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new JobTimeout(timeoutSeconds)),
    timeoutSeconds * 1000,
  );
  const onStop = () => controller.abort(new JobInterrupted());
  stopping.addEventListener('abort', onStop, { once: true });
  if (stopping.aborted) onStop();
  try {
    await Promise.race([
      handler({ ...job, signal: controller.signal }),
      rejectOnAbort(controller.signal),
    ]);
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
