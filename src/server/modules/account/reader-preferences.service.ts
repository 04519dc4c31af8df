import type {
  ReaderPreferences,
  ReaderPreferencesChange,
} from '@/shared/account/reader-preferences';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { readPreferencesJson, writePreferencesJson } from './account.repo';
import { readStoredPreferences } from './reader-preferences';
import type { UserChanges } from './user-changes';

/**
 * PATCH /api/me/preferences: merges the change into the stored set (read and written in one
 * transaction, the row locked on PostgreSQL, so two devices changing different fields keep
 * both), tells the reader's open pages, and answers the whole set.
 */
export async function updateReaderPreferences(
  deps: { db: Db; userChanges: UserChanges },
  user: AuthUser,
  change: ReaderPreferencesChange,
): Promise<ReaderPreferences> {
  const preferences = await inTransaction(deps.db, async (trx) => {
    const stored = await readPreferencesJson(trx, user.id, { lock: true });
    if (stored === undefined) throw new AppError('NOT_FOUND', 'Account not found');
    const merged = { ...readStoredPreferences(stored), ...change };
    await writePreferencesJson(trx, user.id, JSON.stringify(merged));
    return merged;
  });
  await deps.userChanges.publish(user.id);
  return preferences;
}
