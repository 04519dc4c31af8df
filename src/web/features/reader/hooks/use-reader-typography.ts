import { useCallback, useState } from 'react';
import {
  DEFAULT_READER_PREFERENCES,
  type ReaderPreferencesChange,
} from '@/shared/account/reader-preferences';
import { updateReaderPreferences } from '@/web/features/reader/api/update-reader-preferences';
import type { Notify } from '@/web/features/reader/lib/notify';
import type { ReaderTypography } from '@/web/features/reader/lib/reader-typography';

type Options = {
  /** The reader's saved preferences (GET /api/me); the defaults until they are known. */
  saved: ReaderTypography | null | undefined;
  /** The server took a change; the owner of the reader's record keeps it. */
  onSaved?: (change: ReaderPreferencesChange) => void;
  notify: Notify;
};

/**
 * The text settings in effect: a change shows at once and is saved to the reader's account;
 * should the save fail, that setting goes back to what it was and the reader is told.
 */
export function useReaderTypography({ saved, onSaved, notify }: Options) {
  // Changes made on this page, over the saved ones. Kept after they are saved, so an answer
  // to an older request arriving late cannot switch a newer choice back.
  const [changes, setChanges] = useState<Partial<ReaderTypography>>({});
  const base: ReaderTypography = {
    readerFont: saved?.readerFont ?? DEFAULT_READER_PREFERENCES.readerFont,
    readerTextSize: saved?.readerTextSize ?? DEFAULT_READER_PREFERENCES.readerTextSize,
    readerLineWidth: saved?.readerLineWidth ?? DEFAULT_READER_PREFERENCES.readerLineWidth,
    readerLineSpacing: saved?.readerLineSpacing ?? DEFAULT_READER_PREFERENCES.readerLineSpacing,
  };
  const typography: ReaderTypography = { ...base, ...changes };

  const change = useCallback(
    <K extends keyof ReaderTypography>(
      key: K,
      value: ReaderTypography[K],
      previous: ReaderTypography[K],
    ) => {
      setChanges((current) => ({ ...current, [key]: value }));
      updateReaderPreferences({ [key]: value }).then(
        () => onSaved?.({ [key]: value }),
        () => {
          // Only if nothing newer was chosen for this setting meanwhile.
          setChanges((current) =>
            current[key] === value ? { ...current, [key]: previous } : current,
          );
          notify('error', 'Your text settings were not saved. Please try again.', {
            title: 'Failed to save text settings',
          });
        },
      );
    },
    [notify, onSaved],
  );

  return {
    typography,
    setTypography: <K extends keyof ReaderTypography>(key: K, value: ReaderTypography[K]) => {
      if (typography[key] !== value) change(key, value, typography[key]);
    },
  };
}
