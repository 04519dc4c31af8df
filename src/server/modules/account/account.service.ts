import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preferences';
import { deriveSubscriptionView } from '@/shared/auth/subscription-view';
import type { UserRecord } from '@/shared/auth/user-record';
import type { AuthUser } from '../../auth/auth-user';
import { readAuthDate, readAuthFlag } from '../../db/auth-columns';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Logger } from '../../logger';
import { readUserRow } from './account.repo';
import { readStoredPreferences } from './reader-preferences';

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The record in the contract's order: its fields, the subscription view, the preferences. */
function withSubscription(
  record: Omit<UserRecord, 'subscription' | 'preferences'>,
  preferences: UserRecord['preferences'],
): UserRecord {
  return { ...record, subscription: deriveSubscriptionView(record), preferences };
}

/** The user record as stored, with its subscription view. */
export function userRecordFromRow(row: UserRow): UserRecord {
  return withSubscription(
    {
      id: row.id,
      email: row.email,
      displayName: row.name || null,
      photoURL: row.image || null,
      plan: row.plan === 'pro' ? 'pro' : 'free',
      authProvider: row.authProvider || 'email',
      emailVerified: readAuthFlag(row.emailVerified),
      createdAt: readAuthDate(row.createdAt).toISOString(),
      updatedAt: readAuthDate(row.updatedAt).toISOString(),
      stripeCustomerId: row.stripeCustomerId,
      stripeSubscriptionId: row.stripeSubscriptionId,
      subscriptionStatus: row.subscriptionStatus,
      currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
      cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd) === 1,
    },
    readStoredPreferences(row.readerPreferences),
  );
}

/** PRODUCT-SPEC.md §4: when the record cannot be read, identity data with plan free. */
function fallbackUserRecord(user: AuthUser): UserRecord {
  return withSubscription(
    {
      id: user.id,
      email: user.email,
      displayName: user.name || null,
      photoURL: user.image,
      plan: 'free',
      authProvider: 'email',
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    DEFAULT_READER_PREFERENCES,
  );
}

/**
 * The signed-in reader's record with its subscription view. The record is created with the
 * account (src/server/auth/user-record-fields.ts); a failed read is logged, never shown.
 */
export async function getUserRecord(
  deps: { db: Db; logger: Logger },
  user: AuthUser,
  read: typeof readUserRow = readUserRow,
): Promise<UserRecord> {
  try {
    const row = await read(deps.db, user.id);
    if (row) return userRecordFromRow(row);
    deps.logger.warn({ userId: user.id }, 'user record missing; answering from identity data');
  } catch (err) {
    deps.logger.error(
      { err, userId: user.id },
      'user record read failed; answering from identity data',
    );
  }
  return fallbackUserRecord(user);
}
