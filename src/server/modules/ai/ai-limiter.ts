// Per-reader limits on AI work (SECURITY.md 36): a model call costs the operator money and the
// extractive provider costs CPU, so each reader gets a few at once and so many a minute.

import type { Db } from '../../db/database';
import { ReaderLimiter } from '../../http/reader-limiter';

export const AI_REQUESTS_AT_ONCE = 2;
export const AI_REQUESTS_PER_MINUTE = 20;

export const TOO_MANY_AI_AT_ONCE_MESSAGE =
  'Two AI requests are already running. Please wait for them to finish.';
export const TOO_MANY_AI_PER_MINUTE_MESSAGE =
  'Too many AI requests in a minute. Please try again shortly.';

export function createAiLimiter(
  db: Db,
  limits: { atOnce: number; perMinute: number } = {
    atOnce: AI_REQUESTS_AT_ONCE,
    perMinute: AI_REQUESTS_PER_MINUTE,
  },
): ReaderLimiter {
  return new ReaderLimiter(db, {
    name: 'ai',
    ...limits,
    tooManyAtOnce: TOO_MANY_AI_AT_ONCE_MESSAGE,
    tooManyPerMinute: TOO_MANY_AI_PER_MINUTE_MESSAGE,
    atOnceRetryAfter: 5,
  });
}
