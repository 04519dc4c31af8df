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

/**
 * Per account (the email in the body), counted before Better Auth sees the request whether
 * or not the account exists, so the limit itself reveals nothing (SECURITY.md §26).
 */
export const accountRateLimits: Record<string, RateLimitRule> = {
  '/api/auth/sign-in/email': { window: 15 * 60, max: 10 },
  '/api/auth/sign-up/email': { window: 60 * 60, max: 5 },
  '/api/auth/request-password-reset': { window: 60 * 60, max: 5 },
  '/api/auth/send-verification-email': { window: 60 * 60, max: 5 },
};
