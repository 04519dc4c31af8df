import type { RateLimitRule } from './rate-limiter';

// SECURITY.md §25: sign-in, sign-up and password reset are limited per address and per
// account. Windows are in seconds.

/** Per client address, by Better Auth (paths below /api/auth); everything else 100 a minute. */
export const addressRateLimits: Record<string, RateLimitRule> = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 20 },
};
export const defaultAddressRateLimit: RateLimitRule = { window: 60, max: 100 };

/** Who a per-account limit counts: the account wherever it is tried from, or one address's tries at it. */
export type AccountLimitScope = 'account' | 'account-and-address';
export type AccountRateLimit = RateLimitRule & { scope: AccountLimitScope };

/**
 * Per account (the email in the body), counted before Better Auth sees the request whether
 * or not the account exists, so the limit itself reveals nothing (SECURITY.md §26).
 *
 * Sign-in counts each address's tries at an account on their own, so a stranger guessing
 * wrong on purpose locks out only their own address, never the owner at theirs. A looser cap
 * over all addresses stays, because addresses are cheap (a botnet, an IPv6 range) and without
 * it guessing one account would have no bound at all. It is counted only for tries an address
 * is still allowed, so one address adds at most its own 10 a window: locking the owner out
 * takes more than ten addresses at once, and lasts until the window ends.
 */
export const accountRateLimits: Record<string, AccountRateLimit[]> = {
  '/api/auth/sign-in/email': [
    { scope: 'account-and-address', window: 15 * 60, max: 10 },
    { scope: 'account', window: 15 * 60, max: 100 },
  ],
  // These send mail to the account's address, so they are limited per account alone.
  '/api/auth/sign-up/email': [{ scope: 'account', window: 60 * 60, max: 5 }],
  '/api/auth/request-password-reset': [{ scope: 'account', window: 60 * 60, max: 5 }],
  '/api/auth/send-verification-email': [{ scope: 'account', window: 60 * 60, max: 5 }],
};
