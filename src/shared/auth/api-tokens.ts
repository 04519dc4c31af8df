import { z } from 'zod';
import { cleanString } from '../text/text-schema';

// Personal API tokens for clients that cannot use the session cookie (scripts, shortcuts).

export const API_TOKEN_NAME_MAX = 100;

export const createApiTokenBodySchema = z.object({
  name: cleanString()
    .trim()
    .min(1, 'Give the token a name')
    .max(API_TOKEN_NAME_MAX, `Token names are at most ${API_TOKEN_NAME_MAX} characters`),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

/** Path parameters of /api/tokens/:id. */
export const apiTokenIdParamsSchema = z.object({ id: cleanString().min(1).max(64) });

export const apiTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO date-times. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

/** The only response that ever carries the token itself; show it once. */
export const createdApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSummarySchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
