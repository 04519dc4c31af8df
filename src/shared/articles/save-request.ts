import { z } from 'zod';
import { cleanString } from '../text/text-schema';

/** Where a save came from; spec §3 "source (default web)". */
export const articleSources = ['web', 'bookmarklet', 'share_target', 'api'] as const;

/** Body of POST /api/save (spec §7 saveUrlApi). The URL itself is checked by validateUrl. */
/**
 * The most of a captured page (`html`) a save may carry. The web client sends at most
 * MAX_HTML_BYTES' worth of characters; the server cuts what it extracts to that many bytes.
 */
export const MAX_CAPTURED_HTML_CHARS = 4_000_000;

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
  /**
   * The page as the reader's browser had it (bookmarklet capture). When present the server
   * extracts from it instead of fetching `url`, which stays the page's address and base URL.
   * Not cleaned here: like a fetched page, it is cleaned as it is extracted.
   */
  html: z
    .string()
    .max(
      MAX_CAPTURED_HTML_CHARS,
      `The captured page is too large (at most ${MAX_CAPTURED_HTML_CHARS.toLocaleString('en-US')} characters)`,
    )
    .optional()
    .describe(
      'The page’s HTML as the reader’s browser had it (bookmarklet capture). When present, the page is not fetched: this HTML is extracted with `url` as its address, and the result is kept for this reader alone.',
    ),
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
