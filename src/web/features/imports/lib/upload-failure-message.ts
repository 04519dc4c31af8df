import { ApiError } from '@/web/lib/api-client';

const FALLBACK = 'The file could not be imported. Please try again.';

/**
 * The server's own words for what the reader can act on (a second import, a file too large, a
 * format Canyon does not read, no connection); a plain sentence for the rest.
 */
export function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK;
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  return FALLBACK;
}
