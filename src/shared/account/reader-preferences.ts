import { z } from 'zod';
import {
  libraryDensities,
  readerFonts,
  readerLineSpacings,
  readerLineWidths,
  readerTextSizes,
  type ReaderPreferences,
} from './reader-preference-values';

// How a reader likes to read and to see the library, kept with the account so every device and
// browser they sign in on uses it (issue #17). GET /api/me carries it; PATCH /api/me/preferences
// changes any part of it.

export {
  DEFAULT_READER_PREFERENCES,
  libraryDensities,
  readerFonts,
  readerLineSpacings,
  readerLineWidths,
  readerTextSizes,
  type ReaderPreferences,
} from './reader-preference-values';

export const readerPreferencesSchema = z.object({
  readerFont: z.enum(readerFonts),
  readerTextSize: z.enum(readerTextSizes),
  readerLineWidth: z.enum(readerLineWidths),
  readerLineSpacing: z.enum(readerLineSpacings),
  libraryDensity: z.enum(libraryDensities),
}) satisfies z.ZodType<ReaderPreferences>;

/** Body of PATCH /api/me/preferences: any of the fields; the answer is the whole set. */
export const readerPreferencesChangeSchema = readerPreferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Send at least one preference');
export type ReaderPreferencesChange = z.infer<typeof readerPreferencesChangeSchema>;
