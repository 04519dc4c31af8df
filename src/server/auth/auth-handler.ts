import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';
import { accountRateLimits } from './rate-limit-rules';

// Better Auth answers /api/auth/*. This wrapper adds what Canyon needs around it: the client
// address it may trust, per-account rate limits, a sign-up body that carries only what a
// reader may set, and responses that never hand a session token to page scripts.

const TOO_MANY_REQUESTS = {
  message: 'Too many requests. Please try again later.',
  code: 'TOO_MANY_REQUESTS',
};

function tooManyRequests(retryAfter: number): Response {
  return Response.json(TOO_MANY_REQUESTS, {
    status: 429,
    headers: { 'Retry-After': String(retryAfter), 'X-Retry-After': String(retryAfter) },
  });
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A sign-up sets an email, a password and optionally a display name; nothing else gets through. */
function signUpBody(body: Record<string, unknown>): Record<string, unknown> {
  return {
    name: typeof body.name === 'string' ? body.name.trim() : '',
    email: body.email,
    password: body.password,
    ...(body.callbackURL !== undefined && { callbackURL: body.callbackURL }),
  };
}

function accountKey(path: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `account:${path}:${digest}`;
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

async function reshape(path: string, response: Response): Promise<Response> {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60;
    return tooManyRequests(retryAfter);
  }
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!text) return new Response(null, { status: response.status, headers });
  const body: unknown = JSON.parse(text);
  const shaped =
    path === '/api/auth/sign-up/email' && response.ok && body && typeof body === 'object'
      ? canonicalSignUp(body as { user?: Record<string, unknown> })
      : withoutTokens(body);
  return new Response(JSON.stringify(shaped), { status: response.status, headers });
}

async function handle(c: Context<AppEnv>): Promise<Response> {
  const { auth, config } = c.get('deps');
  const path = c.req.path;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.delete('content-length');
  const ip = clientIp(c, config.trustProxyHops);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);

  let body: string | undefined;
  if (c.req.method === 'POST') {
    body = await c.req.text();
    const json = parseObject(body);
    const rule = accountRateLimits[path];
    if (json && rule && typeof json.email === 'string') {
      const decision = await auth.rateLimiter.consume(accountKey(path, json.email), rule);
      if (!decision.allowed) return tooManyRequests(decision.retryAfter ?? rule.window);
    }
    if (json && path === '/api/auth/sign-up/email') body = JSON.stringify(signUpBody(json));
  }

  const request = new Request(c.req.url, {
    method: c.req.method,
    headers,
    body: body || undefined,
  });
  return reshape(path, await auth.betterAuth.handler(request));
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', handle);
