import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** One structured line per request, tagged with an id the response echoes back. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  c.get('deps').logger.info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
};
