import type { Db } from '../db/database';
import { countRequest, deleteRateLimitsBefore } from './rate-limit.repo';

/** Window in seconds, as Better Auth's rate-limit rules give it. */
export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

export type RateLimiter = {
  consume: (key: string, rule: RateLimitRule) => Promise<RateLimitDecision>;
};

const PRUNE_EVERY_MS = 10 * 60_000;
/** Longer than any rule's window, so pruning never resets a live counter. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * Rate-limit counters in the database, so every process shares them and a restart does not
 * reset them (SECURITY.md §25). It is also Better Auth's `rateLimit.customStorage`.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  let lastPrune = 0;
  return {
    async consume(key, rule) {
      const at = now();
      const windowMs = rule.window * 1000;
      const { count, windowStart } = await countRequest(db, key, windowMs, at);
      if (at - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = at;
        await deleteRateLimitsBefore(db, at - KEEP_MS);
      }
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)),
      };
    },
  };
}
