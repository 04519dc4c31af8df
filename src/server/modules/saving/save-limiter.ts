// Per-reader limits on saving (SECURITY.md 41): a few saves at once and so many a minute, so one
// reader cannot fill the fetcher and the extraction queue (http/reader-limiter.ts).

import type { MiddlewareHandler } from 'hono';
import { currentUser } from '../../auth/require-user';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { ReaderLimiter } from '../../http/reader-limiter';

export const SAVES_AT_ONCE = 2;
export const SAVES_PER_MINUTE = 30;
/** A save usually ends within seconds; one that does not is stopped within the page budget. */
export const AT_ONCE_RETRY_AFTER_SECONDS = 5;

export const TOO_MANY_AT_ONCE_MESSAGE =
  'You are already saving two pages. Please wait for them to finish.';
export const TOO_MANY_PER_MINUTE_MESSAGE = 'Too many saves in a minute. Please try again shortly.';

export type SaveLimits = { atOnce: number; perMinute: number };

export class SaveLimiter extends ReaderLimiter {
  constructor(db: Db, limits: SaveLimits = { atOnce: SAVES_AT_ONCE, perMinute: SAVES_PER_MINUTE }) {
    super(db, {
      name: 'save',
      ...limits,
      tooManyAtOnce: TOO_MANY_AT_ONCE_MESSAGE,
      tooManyPerMinute: TOO_MANY_PER_MINUTE_MESSAGE,
      atOnceRetryAfter: AT_ONCE_RETRY_AFTER_SECONDS,
    });
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
