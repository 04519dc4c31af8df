// The values of a reader's preferences (issue #17), without zod, for the web app's first bundle
// (web/app/zod-jitless.ts); reader-preferences.ts builds the schema from them.

export const readerFonts = ['serif', 'sans'] as const;
export const readerTextSizes = ['small', 'medium', 'large', 'x-large'] as const;
export const readerLineWidths = ['narrow', 'medium', 'wide'] as const;
export const readerLineSpacings = ['compact', 'normal', 'relaxed'] as const;
export const libraryDensities = ['comfortable', 'compact'] as const;

export type ReaderPreferences = {
  readerFont: (typeof readerFonts)[number];
  readerTextSize: (typeof readerTextSizes)[number];
  readerLineWidth: (typeof readerLineWidths)[number];
  readerLineSpacing: (typeof readerLineSpacings)[number];
  libraryDensity: (typeof libraryDensities)[number];
};

export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  readerFont: 'serif',
  readerTextSize: 'medium',
  readerLineWidth: 'medium',
  readerLineSpacing: 'normal',
  libraryDensity: 'comfortable',
};
