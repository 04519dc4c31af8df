import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from '@/web/features/saving/lib/save-error-message';
import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

describe('save error messages (spec §8 "Save")', () => {
  it.each([
    [
      new ApiError(400, 'INVALID_URL', 'Private and local URLs are not allowed'),
      'Private and local URLs are not allowed',
    ],
    [new ApiError(422, 'VALIDATION_FAILED', 'Maximum 20 tags allowed'), 'Maximum 20 tags allowed'],
    [new ApiError(422, 'VALIDATION_FAILED', ''), 'Invalid URL or content'],
    [new ApiError(401, 'UNAUTHENTICATED', 'Sign in'), 'You must be logged in to save articles'],
    [
      new ApiError(422, 'PARSE_ERROR', 'whatever'),
      'Could not extract content from this page. Please try again.',
    ],
    [new ApiError(422, 'NO_CONTENT', 'No readable content found'), 'No readable content found'],
    [new ApiError(502, 'FETCH_ERROR', ''), 'Failed to extract content'],
    [new ApiError(502, 'HTTP_502', 'Request failed (502)'), 'Failed to extract content'],
    [
      new ApiError(
        0,
        NETWORK_ERROR_CODE,
        'Network error. Please check your connection and try again.',
      ),
      'Network error. Please check your connection and try again.',
    ],
    [new Error('boom'), 'Failed to save article'],
    ['strange', 'Failed to save article'],
  ])('%o reads %j', (error, message) => {
    expect(saveErrorMessage(error)).toBe(message);
  });
});
