import { z } from 'zod';

// Imports of other apps' exports (issue #16): what the API answers about an import and its
// per-item report, and the reader-facing words, shared by the server and the Import screen.

export const importStatuses = ['reading', 'fetching', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** What became of an entry of the file. */
export const importOutcomes = ['added', 'duplicate', 'invalid'] as const;
/** For an added item: whether its content has arrived. */
export const contentStates = ['pending', 'fetched', 'failed'] as const;

/** The report's filters: added items, duplicates, and what failed (invalid rows, failed content). */
export const importItemFilters = ['all', 'added', 'duplicates', 'failed'] as const;
export type ImportItemFilter = (typeof importItemFilters)[number];

/** The formats Canyon reads, by their id, as the reader knows them. */
export const IMPORT_FORMAT_NAMES: Record<string, string> = {
  'pocket-zip': 'Pocket (zip)',
  'pocket-csv': 'Pocket (CSV)',
  'pocket-html': 'Pocket (HTML)',
  'instapaper-csv': 'Instapaper',
  'omnivore-zip': 'Omnivore',
  'wallabag-json': 'Wallabag',
  'readwise-csv': 'Readwise Reader',
  'raindrop-csv': 'Raindrop.io',
  'netscape-html': 'Bookmarks (HTML)',
  'canyon-json': 'Canyon export',
};

export const importCountsSchema = z.object({
  /** Entries read from the file so far. */
  total: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  /** Added items whose content arrived. */
  fetched: z.number().int(),
  /** Added items whose content could not be fetched (they stay, with title and link). */
  failed: z.number().int(),
  /** Added items whose content is still on its way. */
  pending: z.number().int(),
});

export const importSummarySchema = z.object({
  id: z.string(),
  status: z.enum(importStatuses),
  format: z.string(),
  formatName: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** Why reading the file stopped (status failed), in the reader's words. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: importCountsSchema,
});

export const importItemSchema = z.object({
  id: z.string(),
  /** Where the entry stands in the file: "line 14", "part_000001.csv, line 3", "item 7". */
  position: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  outcome: z.enum(importOutcomes),
  contentState: z.enum(contentStates).nullable(),
  /** Why it is invalid, a duplicate, or its content failed. */
  message: z.string().nullable(),
  articleId: z.string().nullable(),
});

export const importDetailSchema = importSummarySchema.extend({
  items: z.array(importItemSchema),
  nextCursor: z.string().nullable(),
});

export const importListSchema = z.object({ items: z.array(importSummarySchema) });

export const importItemsQuerySchema = z.object({
  filter: z.enum(importItemFilters).default('all'),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const IMPORT_MESSAGES = {
  noFile: 'Choose a file to import (form field "file").',
  tooLarge: (megabytes: number) => `The file is too large to import (at most ${megabytes} MB).`,
  running: 'An import is already running. Please wait for it to finish.',
  notFound: 'Import not found',
  duplicateInLibrary: 'Already in your library',
  duplicateInFile: 'Appears earlier in the file',
} as const;

export type ImportSummary = z.infer<typeof importSummarySchema>;
export type ImportDetail = z.infer<typeof importDetailSchema>;
export type ImportItemReport = z.infer<typeof importItemSchema>;
export type ImportCounts = z.infer<typeof importCountsSchema>;
