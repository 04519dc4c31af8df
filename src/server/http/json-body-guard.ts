import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { isImportUpload, isOAuthCallbackPost, STATE_CHANGING } from './state-changing';

/**
 * Whether a request carries a body, read from its headers: over HTTP/1.1 a body comes with a
 * length or chunked encoding. Node hands every request a body stream, empty or not, so the
 * stream itself says nothing. A declared content type also counts, for requests built in
 * process that carry neither length header.
 */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length !== '0';
  return request.headers.has('transfer-encoding') || request.headers.has('content-type');
}

/**
 * State-changing API calls carry JSON or nothing. Refusing form and text bodies here closes
 * the cross-site form-post route (SECURITY.md §23) before any handler runs, Better Auth's
 * endpoints included (some of them would accept a form).
 *
 * The body itself is parsed by each route's validator, after the route's own checks (a
 * signed-in reader), never here up front. Better Auth's endpoints are the exception: they
 * read the body themselves and answer malformed JSON in their own words, so it is parsed
 * here first, within their small body limit (body-limit.ts).
 */
export const jsonBodyGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STATE_CHANGING.has(c.req.method) || !hasBody(c.req.raw)) return next();
  if (isOAuthCallbackPost(c.req.method, c.req.path)) return next();
  const type = c.req.header('content-type') ?? '';
  if (isImportUpload(c.req.method, c.req.path, type)) return next();
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  if (c.req.path.startsWith('/api/auth/')) {
    try {
      await c.req.json();
    } catch (error) {
      if (error instanceof AppError) throw error; // too large
      throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
    }
  }
  return next();
};
