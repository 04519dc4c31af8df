import { ApiError } from '@/web/lib/api-client';

/** Spec §8 "Save", with Canyon's error codes in place of the hosted functions' ones. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to save article';
  // A body without the usual {error:{message}} (a proxy's error page) has no message worth showing.
  const serverMessage = error.code.startsWith('HTTP_') ? '' : error.message.trim();
  switch (error.code) {
    case 'INVALID_URL':
    case 'VALIDATION_FAILED':
      return serverMessage || 'Invalid URL or content';
    case 'UNAUTHENTICATED':
      return 'You must be logged in to save articles';
    case 'PARSE_ERROR':
      return 'Could not extract content from this page. Please try again.';
    default:
      return serverMessage || 'Failed to extract content';
  }
}

export const SAVED_MESSAGE = 'Article saved successfully!';
export const DUPLICATE_MESSAGE = 'Article already in your library';
