import { TOO_MANY_REQUESTS_MESSAGE } from '@/shared/auth/auth-error-messages';
import { errorBody } from '../errors';

// What leaves /api/auth/*: errors in Canyon's one shape, success bodies without session tokens.

const codeForStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Sign-in throttling has the spec's words (PRODUCT-SPEC.md §8); other limits say what happened. */
function tooManyMessage(path: string): string {
  return path.startsWith('/api/auth/sign-in/')
    ? TOO_MANY_REQUESTS_MESSAGE
    : 'Too many requests. Please try again later.';
}

/**
 * The one way an /api/auth/* error is answered: `{"error":{"message","code"}}`, whether
 * Canyon or Better Auth refused. Headers Better Auth set (cookies) are kept.
 */
export function authErrorResponse(
  status: number,
  code: string,
  message: string,
  headers: Headers | Record<string, string> = {},
): Response {
  const out = new Headers(headers);
  out.delete('content-length');
  out.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers: out });
}

/** 429 with the seconds to wait, under both names clients read. */
export function tooManyRequests(path: string, retryAfter: number): Response {
  const seconds = String(retryAfter);
  return authErrorResponse(429, 'TOO_MANY_REQUESTS', tooManyMessage(path), {
    'Retry-After': seconds,
    'X-Retry-After': seconds,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringField(body: unknown, key: 'code' | 'message'): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** Any error Better Auth answered, in Canyon's shape. */
async function fromBetterAuthError(path: string, response: Response): Promise<Response> {
  if (response.status === 429) {
    return tooManyRequests(path, Number(response.headers.get('x-retry-after')) || 60);
  }
  const body = parseJson(await response.text());
  if (response.status >= 500) {
    // A server fault's text is for the log, not the reader.
    return authErrorResponse(
      response.status,
      'INTERNAL',
      'Something went wrong. Please try again.',
      response.headers,
    );
  }
  return authErrorResponse(
    response.status,
    stringField(body, 'code') ?? codeForStatus[response.status] ?? 'BAD_REQUEST',
    stringField(body, 'message') ??
      (response.status === 404 ? 'Not found.' : 'The request could not be completed.'),
    response.headers,
  );
}

/** Session tokens live in the HttpOnly cookie only (SECURITY.md §28), never in a JSON body. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === 'token' && typeof inner === 'string' ? [key, null] : [key, withoutTokens(inner)],
    ),
  );
}

/** A new and a taken email must answer byte for byte alike (SECURITY.md §26). */
function canonicalSignUp(body: { user?: Record<string, unknown> }) {
  const user = body.user ?? {};
  const fields = ['id', 'name', 'email', 'emailVerified', 'image', 'createdAt', 'updatedAt'];
  return { token: null, user: Object.fromEntries(fields.map((key) => [key, user[key] ?? null])) };
}

/** Better Auth's answer as Canyon sends it. Redirects and other non-JSON answers pass unchanged. */
export async function reshape(path: string, response: Response): Promise<Response> {
  if (response.status >= 400) return fromBetterAuthError(path, response);
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!text) return new Response(null, { status: response.status, headers });
  const body = parseJson(text);
  const shaped =
    path === '/api/auth/sign-up/email' && body && typeof body === 'object'
      ? canonicalSignUp(body as { user?: Record<string, unknown> })
      : withoutTokens(body);
  return new Response(JSON.stringify(shaped), { status: response.status, headers });
}
