import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { isOAuthCallbackPost, isSignedWebhookPost, STATE_CHANGING } from './state-changing';

/**
 * A state-changing API call must come from a Canyon page (its Origin is PUBLIC_URL's) or
 * carry an Authorization header, which no cross-site form or script can add without a CORS
 * preflight Canyon never grants (SECURITY.md §23). Whether the token is valid is for
 * requireUser to decide.
 */
export const sameOriginGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { method, path } = c.req;
  if (
    !STATE_CHANGING.has(method) ||
    isOAuthCallbackPost(method, path) ||
    isSignedWebhookPost(method, path)
  ) {
    return next();
  }
  const origin = c.req.header('origin');
  const expected = new URL(c.get('deps').config.publicUrl).origin;
  if (origin === expected || /^Bearer\s/i.test(c.req.header('authorization') ?? '')) {
    return next();
  }
  throw new AppError('FORBIDDEN', 'This request must come from a Canyon page.');
};
