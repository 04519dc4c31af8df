// Per-reader limits on costly work (SECURITY.md 36, 41): so many requests at once and so many a
// minute. Requests at once are counted in this process (they end with their request); requests
// a minute are counted in the database, shared by every process and kept over a restart
// (auth/rate-limiter.ts).

import { createRateLimiter, type RateLimiter } from '../auth/rate-limiter';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { ReaderSlots } from './reader-slots';

export type ReaderLimits = {
  /** Names the counter in the database: `<name>:<reader id>`. */
  name: string;
  atOnce: number;
  perMinute: number;
  /** What the reader is told, in their words, when a limit is reached. */
  tooManyAtOnce: string;
  tooManyPerMinute: string;
  /** Seconds after which a request refused for "at once" may be tried again. */
  atOnceRetryAfter: number;
};

export class ReaderLimiter {
  /** Readers with work in progress in this process. */
  private readonly inFlight: ReaderSlots;
  private readonly counter: RateLimiter;

  constructor(
    db: Db,
    private readonly limits: ReaderLimits,
  ) {
    this.inFlight = new ReaderSlots(limits.atOnce);
    this.counter = createRateLimiter(db);
  }

  /** Admits one request by `readerId` or throws RATE_LIMITED; call the returned function when it ends. */
  async begin(readerId: string): Promise<() => void> {
    // Held before the database answers, so concurrent requests cannot all slip through.
    const end = this.inFlight.claim(readerId);
    if (!end) {
      throw new AppError('RATE_LIMITED', this.limits.tooManyAtOnce, {
        retryAfter: this.limits.atOnceRetryAfter,
      });
    }
    try {
      const decision = await this.counter.consume(`${this.limits.name}:${readerId}`, {
        window: 60,
        max: this.limits.perMinute,
      });
      if (!decision.allowed) {
        throw new AppError('RATE_LIMITED', this.limits.tooManyPerMinute, {
          retryAfter: decision.retryAfter ?? 60,
        });
      }
    } catch (error) {
      end();
      throw error;
    }
    return end;
  }
}
