import { ApiError } from '@/web/lib/api-client';

/**
 * What the Settings error box says when checkout or the portal fails: the server's own words
 * when it says why (already Pro, not a subscriber, billing not configured, offline), else the
 * spec's general message.
 */
export function billingErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.status === 503) return error.message;
  if (error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
