import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The header Canyon hands Better Auth the client address in; any copy a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-canyon-client-ip';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The address rate limits count against. X-Forwarded-For is anyone's to write, so it counts
 * only when the operator says how many proxies append to it (TRUST_PROXY); then the entry
 * the outermost trusted proxy added is the client (SECURITY.md §25).
 */
export function clientIp(c: Context, trustProxyHops: number): string | undefined {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (trustProxyHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = chain[Math.max(0, chain.length - trustProxyHops)];
    if (candidate && isIP(candidate)) return candidate;
  }
  return socketAddress;
}
