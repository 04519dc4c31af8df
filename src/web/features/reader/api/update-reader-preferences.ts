import type {
  ReaderPreferences,
  ReaderPreferencesChange,
} from '@/shared/account/reader-preferences';
import { api } from '@/web/lib/api-client';

/** PATCH /api/me/preferences: any of the preferences; answers with the whole set. */
export function updateReaderPreferences(
  change: ReaderPreferencesChange,
): Promise<ReaderPreferences> {
  return api.patch<ReaderPreferences>('/api/me/preferences', change);
}
