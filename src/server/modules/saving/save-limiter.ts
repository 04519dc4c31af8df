// Per-reader limits on saving (SECURITY.md 41): a few saves at once and so many a minute, so one
// reader cannot fill the fetcher and the extraction queue. Saves at once are counted in this
// process (they end with their request); saves a minute are counted in the database, shared by
// every process and kept over a restart (auth/rate-limiter.ts).

import type { MiddlewareHandler } from 'hono';
import { currentUser } from '../../auth/require-user';
import { createRateLimiter, type RateLimiter } from '../../auth/rate-limiter';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';

export const SAVES_AT_ONCE = 2;
export const SAVES_PER_MINUTE = 30;
/** A save usually ends within seconds; one that does not is stopped within the page budget. */
export const AT_ONCE_RETRY_AFTER_SECONDS = 5;

export const TOO_MANY_AT_ONCE_MESSAGE =
  'You are already saving two pages. Please wait for them to finish.';
export const TOO_MANY_PER_MINUTE_MESSAGE = 'Too many saves in a minute. Please try again shortly.';

export type SaveLimits = { atOnce: number; perMinute: number };

export class SaveLimiter {
  /** Readers with a save in progress; an entry goes when their last save ends. */
  private readonly inFlight = new Map<string, number>();
  private readonly counter: RateLimiter;

  constructor(
    db: Db,
    private readonly limits: SaveLimits = { atOnce: SAVES_AT_ONCE, perMinute: SAVES_PER_MINUTE },
  ) {
    this.counter = createRateLimiter(db);
  }

  /** Admits one save by `readerId` or throws RATE_LIMITED; call the returned function when it ends. */
  async begin(readerId: string): Promise<() => void> {
    const running = this.inFlight.get(readerId) ?? 0;
    if (running >= this.limits.atOnce) {
      throw new AppError('RATE_LIMITED', TOO_MANY_AT_ONCE_MESSAGE, {
        retryAfter: AT_ONCE_RETRY_AFTER_SECONDS,
      });
    }
    // Held before the database answers, so concurrent requests cannot all slip through.
    this.inFlight.set(readerId, running + 1);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (this.inFlight.get(readerId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(readerId, left);
      else this.inFlight.delete(readerId);
    };
    try {
      const decision = await this.counter.consume(`save:${readerId}`, {
        window: 60,
        max: this.limits.perMinute,
      });
      if (!decision.allowed) {
        throw new AppError('RATE_LIMITED', TOO_MANY_PER_MINUTE_MESSAGE, {
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

/** The app's save limiter, built once at start-up with the operator's per-minute setting. */
export function createSaveLimiter(db: Db, config: Pick<Config, 'savesPerMinute'>): SaveLimiter {
  return new SaveLimiter(db, { atOnce: SAVES_AT_ONCE, perMinute: config.savesPerMinute });
}

/** Route middleware, after the reader is known: holds a save slot for the whole request. */
export const limitSaves: MiddlewareHandler<AppEnv> = async (c, next) => {
  const end = await c.get('deps').saveLimiter.begin(currentUser(c).id);
  try {
    await next();
  } finally {
    end();
  }
};
