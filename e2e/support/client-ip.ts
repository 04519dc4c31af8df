import { randomInt } from 'node:crypto';

/**
 * An address from the benchmarking range (198.18.0.0/15) to send as X-Forwarded-For. The test
 * server trusts one proxy hop (TRUST_PROXY=1), so each test counts as its own client against
 * the sign-in rate limits, as readers behind a real proxy would.
 */
export function randomClientIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
