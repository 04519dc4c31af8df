import { z } from 'zod';
import { cleanText } from './clean-text';

/**
 * A string from a request, cleaned (cleanText) before any other rule runs, so limits count what
 * is kept. `.overwrite` keeps it a plain string schema, so the OpenAPI document is unchanged.
 */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanText);
}
