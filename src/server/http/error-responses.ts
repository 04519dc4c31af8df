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

const descriptions: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Not signed in (code UNAUTHENTICATED)',
  403: 'Not allowed (code FORBIDDEN)',
  404: 'Not found (code NOT_FOUND)',
};

/** OpenAPI entries for the error answers a route can give, all in the one error shape. */
export function errorResponses<S extends 400 | 401 | 403 | 404>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status] ?? 'Error',
        content: { 'application/json': { schema: ErrorBody } },
      },
    ]),
  ) as Record<
    S,
    { description: string; content: { 'application/json': { schema: typeof ErrorBody } } }
  >;
}
