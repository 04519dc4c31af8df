import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { accountLimitWait } from './account-limits';
import { shapeBody, shapeUrl } from './auth-request-shape';
import { reshape, tooManyRequests } from './auth-responses';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';

// Better Auth answers /api/auth/*. This wrapper adds what Canyon needs around it: the client
// address it may trust, per-account rate limits, requests reshaped before Better Auth sees
// them (auth-request-shape.ts), and answers reshaped after (auth-responses.ts).

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

async function handle(c: Context<AppEnv>): Promise<Response> {
  const { auth, config } = c.get('deps');
  const path = c.req.path;
  const origin = new URL(config.publicUrl).origin;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.delete('content-length');
  const ip = clientIp(c, config.trustProxyHops);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);

  let body: string | undefined;
  if (c.req.method === 'POST') {
    body = await c.req.text();
    const json = parseObject(body);
    if (json && typeof json.email === 'string') {
      const wait = await accountLimitWait(auth.rateLimiter, path, json.email, ip);
      if (wait !== null) return tooManyRequests(path, wait);
    }
    if (json) body = JSON.stringify(shapeBody(path, json, origin));
  }

  const request = new Request(shapeUrl(c.req.url, origin), {
    method: c.req.method,
    headers,
    body: body || undefined,
  });
  return reshape(path, await auth.betterAuth.handler(request));
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', handle);
