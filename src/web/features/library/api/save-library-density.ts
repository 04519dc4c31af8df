import { useMutation } from '@tanstack/react-query';
import type { ReaderPreferences } from '@/shared/account/reader-preferences';
import { api } from '@/web/lib/api-client';

export type LibraryDensity = ReaderPreferences['libraryDensity'];

/**
 * PATCH /api/me/preferences with the library's density; answers the whole set. Trusted like
 * GET /api/me (the dashboard's code stays free of zod, see app/zod-jitless.ts).
 */
export function saveLibraryDensity(libraryDensity: LibraryDensity): Promise<ReaderPreferences> {
  return api.patch<ReaderPreferences>('/api/me/preferences', { libraryDensity });
}

type Callbacks = {
  onSaved?: (preferences: ReaderPreferences) => void;
  onError?: (error: unknown) => void;
};

/** The density shows at once; this keeps it for the reader's other devices, in the background. */
export function useSaveLibraryDensity({ onSaved, onError }: Callbacks = {}) {
  return useMutation({
    mutationFn: saveLibraryDensity,
    onSuccess: (preferences) => onSaved?.(preferences),
    onError,
  });
}
