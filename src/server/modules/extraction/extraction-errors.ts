// The extractor's failures, in the spec's words (PRODUCT-SPEC §8 "Extractor").

import { AppError } from '../../errors';

export const NO_CONTENT_MESSAGE = 'No readable content found';

// §8 names PARSE_ERROR without a message; this is the spec's own sentence for an extraction
// that failed on the server ("functions/internal" in the save error catalogue).
export const PARSE_ERROR_MESSAGE = 'Could not extract content from this page. Please try again.';

export function noContentError(): AppError {
  return new AppError('NO_CONTENT', NO_CONTENT_MESSAGE);
}

export function parseError(cause?: unknown): AppError {
  return new AppError(
    'PARSE_ERROR',
    PARSE_ERROR_MESSAGE,
    cause === undefined ? undefined : { cause },
  );
}
