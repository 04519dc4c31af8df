import { ApiError } from '@/web/lib/api-client';

/** Refusals whose own words help the reader more than the general failure message. */
const TOLD_AS_IS = new Set([400, 403, 413, 429]);

/**
 * What the panel says when a summary or an answer failed: the spec's message (`fallback`), or
 * the server's own for a refusal (invalid question, not Pro, too long, too many requests).
 */
export function aiFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (TOLD_AS_IS.has(error.status)) return error.message;
  if (error.status === 0) return `${fallback}. ${error.message}`;
  return fallback;
}
