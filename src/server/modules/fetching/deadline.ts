import { AppError } from '@/server/errors';

export type Deadline = {
  /** Aborts with AppError TIMEOUT "Request timeout" when time runs out, or with the caller's reason. */
  signal: AbortSignal;
  dispose(): void;
};

/** One overall time limit for a fetch (every redirect hop and the body included). */
export function startDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new AppError('TIMEOUT', 'Request timeout')),
    timeoutMs,
  );
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
