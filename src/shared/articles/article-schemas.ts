import { z } from 'zod';
import { cleanString } from '../text/text-schema';
import { articleSorts, MAX_SEARCH_QUERY_LENGTH, readingStates } from './list-options';

export {
  articleSorts,
  MAX_SEARCH_QUERY_LENGTH,
  READING_FINISHED_AT,
  readingState,
  readingStates,
  type ArticleSort,
  type ReadingState,
} from './list-options';

/** An article as the list shows it. */
export const articleSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  siteName: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(z.string()),
  isArchived: z.boolean(),
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** An imported article whose content is still being fetched, or could not be; null once it is there. */
  contentStatus: z.enum(['pending', 'failed']).nullable(),
  /** Estimated minutes to read the article's text; null while there is no content. */
  readingMinutes: z.number().nullable(),
  /** How far the reader has read, 0 (unread) to 1; see readingState(). */
  readingProgress: z.number().min(0).max(1),
  /**
   * Search results only (GET /api/articles?q=…): a short passage of the text around the match,
   * as plain-text pieces, `match` marking the words that matched. null outside a search.
   */
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })).nullable(),
});

/** An article with its extracted content, as the reader shows it. */
export const articleDetailSchema = articleSummarySchema.extend({
  /** The stored AI summary's bullet points (POST /api/articles/:id/summary), or null. */
  summary: z.array(z.string()).nullable(),
  /** Who wrote the stored summary (`extractive` or `<kind>:<model>`), and when (ISO). */
  summaryProvider: z.string().nullable(),
  summaryGeneratedAt: z.string().nullable(),
  content: z.string().nullable(),
  byline: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  publishedTime: z.string().nullable(),
  language: z.string().nullable(),
});

export const articlePageSchema = z.object({
  items: z.array(articleSummarySchema),
  nextCursor: z.string().nullable(),
});

/** Path parameters of /api/articles/:id. */
export const articleIdParamsSchema = z.object({ id: cleanString().min(1).max(100) });

/** Query of GET /api/articles. */
export const articleListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).default('false'),
  /** Comma-separated; any-of. */
  tags: cleanString().max(2000).optional(),
  /**
   * Full-text search over title, text, site and tags: words (all must match), "quoted
   * phrases", -excluded words, and the last word matched as a prefix while typing.
   */
  q: cleanString().max(MAX_SEARCH_QUERY_LENGTH).optional(),
  /** Default: relevance when searching, else newest. */
  sort: z.enum(articleSorts).optional(),
  /** Only unread, in-progress or finished articles. */
  progress: z.enum(readingStates).optional(),
  cursor: cleanString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Body of PATCH /api/articles/:id. Strict: server-owned fields cannot be sent. */
export const articleChangeSchema = z
  .strictObject({
    tags: z.array(cleanString().max(200)).max(100).optional(),
    isArchived: z.boolean().optional(),
    /** Where the reader is in the article, 0 to 1. Does not change updatedAt. */
    readingProgress: z.number().min(0).max(1).optional(),
  })
  .refine(
    (change) =>
      change.tags !== undefined ||
      change.isArchived !== undefined ||
      change.readingProgress !== undefined,
    'Send tags, isArchived or readingProgress',
  );

export const tagListSchema = z.object({ tags: z.array(z.string()) });

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export type ArticlePage = z.infer<typeof articlePageSchema>;
export type ArticleChange = z.infer<typeof articleChangeSchema>;
