import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, errorBody } from '../errors';
import type { AppEnv } from './app-env';

const codeForStatus: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The one place that turns a thrown error into an HTTP response. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    if (err.status >= 500) logFailure(err, c);
    if (err.retryAfter !== undefined) c.header('Retry-After', String(Math.ceil(err.retryAfter)));
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    // Hono's own validators throw this for a body that is not JSON.
    if (err.status === 400 && /json/i.test(err.message)) {
      return c.json(errorBody('INVALID_JSON', 'The request body is not valid JSON.'), 400);
    }
    const status = err.status as ContentfulStatusCode;
    return c.json(
      errorBody(codeForStatus[status] ?? 'INTERNAL', err.message || 'Request failed'),
      status,
    );
  }
  logFailure(err, c);
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}

function logFailure(err: Error, c: Context<AppEnv>): void {
  const deps = c.get('deps');
  deps.logger.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'request failed');
}

/** Unknown API routes answer in the error shape; anything else the web app did not claim is a plain 404. */
export function handleNotFound(c: Context<AppEnv>): Response {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404);
  }
  return c.text('Not found', 404);
}
