import { z } from '@hono/zod-openapi';
import { errorStatus } from '../errors';

const ErrorBody = z
  .object({
    error: z.object({
      message: z.string(),
      code: z.enum(Object.keys(errorStatus) as [string, ...string[]]),
    }),
  })
  .openapi('Error');

/** The error statuses a route can list in its OpenAPI entry. */
export type ErrorResponseStatus = 400 | 401 | 403 | 404 | 413 | 429 | 503;

const descriptions: Record<ErrorResponseStatus, string> = {
  400: 'The request is not valid',
  401: 'Not signed in (code UNAUTHENTICATED)',
  403: 'Not allowed (code FORBIDDEN)',
  404: 'Not found (code NOT_FOUND)',
  413: 'The request body is larger than this route accepts (code PAYLOAD_TOO_LARGE)',
  429: 'Too many requests (code RATE_LIMITED); try again after Retry-After seconds',
  503: 'Canyon is busy or cannot answer now (code UNAVAILABLE)',
};

type RetryAfterHeader = {
  'Retry-After': {
    description: string;
    required: boolean;
    schema: { type: 'integer'; minimum: number };
  };
};

/** A refusal that passes with time says when to try again (error-handler.ts sends it). */
const retryAfter: Partial<Record<ErrorResponseStatus, RetryAfterHeader>> = {
  429: {
    'Retry-After': {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
  },
  503: {
    'Retry-After': {
      description: 'Seconds to wait before trying again, when Canyon knows (a full queue)',
      required: false,
      schema: { type: 'integer', minimum: 1 },
    },
  },
};

type ErrorResponse = {
  description: string;
  headers?: RetryAfterHeader;
  content: { 'application/json': { schema: typeof ErrorBody } };
};

/** OpenAPI entries for the error answers a route can give, all in the one error shape. */
export function errorResponses<S extends ErrorResponseStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => {
      const headers = retryAfter[status];
      const response: ErrorResponse = {
        description: descriptions[status],
        ...(headers ? { headers } : {}),
        content: { 'application/json': { schema: ErrorBody } },
      };
      return [status, response];
    }),
  ) as Record<S, ErrorResponse>;
}
