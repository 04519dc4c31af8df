import type { MiddlewareHandler } from 'hono';
import { currentUser } from '../../auth/require-user';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';

/**
 * Events a reader's pages may report in a minute, counted in the database across processes.
 * Reading and browsing make a few a minute; past this a script is filling the table.
 */
export const EVENTS_PER_MINUTE = 60;
export const TOO_MANY_EVENTS_MESSAGE = 'Too many events. Please try again shortly.';

export const limitEvents: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get('deps');
  const decision = await auth.rateLimiter.consume(`events:${currentUser(c).id}`, {
    window: 60,
    max: EVENTS_PER_MINUTE,
  });
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', TOO_MANY_EVENTS_MESSAGE, {
      retryAfter: decision.retryAfter ?? 60,
    });
  }
  await next();
};
