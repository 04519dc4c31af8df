import { z } from 'zod';
import { cleanString } from '../text/text-schema';

/** Where a save came from; spec §3 "source (default web)". */
export const articleSources = ['web', 'bookmarklet', 'share_target', 'api'] as const;

/** Body of POST /api/save (spec §7 saveUrlApi). The URL itself is checked by validateUrl. */
export const saveRequestSchema = z.object({
  url: cleanString({ error: 'Please provide a valid URL' }),
  title: cleanString().trim().max(500).optional(),
  source: z.enum(articleSources).default('web'),
  tags: z.array(cleanString()).max(20, 'Maximum 20 tags allowed').optional(),
  metadata: z
    .object({
      selectedText: cleanString().max(10_000).optional(),
      sharedText: cleanString().max(10_000).optional(),
      referrer: cleanString().max(2048).optional(),
      userAgent: cleanString().max(1000).optional(),
      timestamp: z.union([cleanString(), z.number()]).optional(),
    })
    .optional(),
});

export type SaveRequest = z.input<typeof saveRequestSchema>;

/** Response of POST /api/save. */
export const saveResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  canonical_url: z.string(),
  excerpt: z.string(),
  created: z.boolean(),
});

export type SaveResponse = z.infer<typeof saveResponseSchema>;

/** GET /api/save-settings: lets the browser check URLs with the server's allow-list. */
export const saveSettingsSchema = z.object({ allowPrivateHosts: z.array(z.string()) });
export type SaveSettings = z.infer<typeof saveSettingsSchema>;
