import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every failure a service can report. One table below turns each into an HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  INVALID_URL: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_CONTENT: 415,
  NO_CONTENT: 422,
  PARSE_ERROR: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The AI provider failed (a model's error, timeout or empty answer). */
  AI_FAILED: 502,
  /** Stripe failed or refused a billing call (checkout, portal, a webhook's re-read). */
  BILLING_FAILED: 502,
  FETCH_ERROR: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** The app's own error: services throw it, the single onError handler renders it. */
export class AppError extends Error {
  /** Seconds after which a refused request may be tried again (sent as `Retry-After`). */
  readonly retryAfter?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export type ErrorBody = { error: { message: string; code: string } };

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { message, code } };
}
