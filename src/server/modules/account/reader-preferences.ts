import {
  DEFAULT_READER_PREFERENCES,
  readerPreferencesSchema,
  type ReaderPreferences,
} from '@/shared/account/reader-preferences';

/**
 * The stored preferences (JSON, or null before the first change), each field checked on its
 * own: a value this version does not know (left by another version, or hand-edited) falls back
 * to its default without losing the others.
 */
export function readStoredPreferences(json: string | null | undefined): ReaderPreferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: every default.
  }
  const fields = readerPreferencesSchema.shape;
  const read = <K extends keyof ReaderPreferences>(key: K): ReaderPreferences[K] => {
    const checked = fields[key].safeParse(stored[key]);
    return checked.success
      ? (checked.data as ReaderPreferences[K])
      : DEFAULT_READER_PREFERENCES[key];
  };
  return {
    readerFont: read('readerFont'),
    readerTextSize: read('readerTextSize'),
    readerLineWidth: read('readerLineWidth'),
    readerLineSpacing: read('readerLineSpacing'),
    libraryDensity: read('libraryDensity'),
  };
}
