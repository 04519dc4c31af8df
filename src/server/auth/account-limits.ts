import { createHash } from 'node:crypto';
import { accountRateLimits, type AccountLimitScope } from './rate-limit-rules';
import type { RateLimiter } from './rate-limiter';

/** The counter a try at `email` is counted in: by account alone, or by account and address. */
export function accountLimitKey(
  path: string,
  email: string,
  ip: string | undefined,
  scope: AccountLimitScope,
): string {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return scope === 'account'
    ? `account:${path}:${account}`
    : `account-address:${path}:${account}:${ip ?? ''}`;
}

/**
 * Counts a try at `email` against the per-account limits of `path`, in order; the seconds to
 * wait if one is spent, else null. A refused try is not counted by the limits after it, so an
 * address past its own limit adds nothing to the account's (see rate-limit-rules.ts).
 */
export async function accountLimitWait(
  limiter: RateLimiter,
  path: string,
  email: string,
  ip: string | undefined,
): Promise<number | null> {
  for (const limit of accountRateLimits[path] ?? []) {
    const decision = await limiter.consume(accountLimitKey(path, email, ip, limit.scope), limit);
    if (!decision.allowed) return decision.retryAfter ?? limit.window;
  }
  return null;
}
