import { writeAuthDate, writeAuthFlag } from '../../db/auth-columns';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/** The user record: Better Auth's user row with the spec's fields. */
export async function readUserRow(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.kysely
    .updateTable('user')
    .set({
      emailVerified: writeAuthFlag(db.dialect, true),
      updatedAt: writeAuthDate(db.dialect, new Date()),
    })
    .where('id', '=', userId)
    .execute();
}

/** Removes every sign-in link of the user except their password (Better Auth's `credential`). */
export async function deleteProviderLinks(db: Db, userId: string): Promise<void> {
  await db.kysely
    .deleteFrom('account')
    .where('userId', '=', userId)
    .where('providerId', '!=', 'credential')
    .execute();
}

/** The display name (Better Auth's `name`; empty means not set). False when there is no such user. */
export async function writeDisplayName(db: Db, userId: string, name: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('user')
    .set({ name, updatedAt: writeAuthDate(db.dialect, new Date()) })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The reader's stored preferences JSON: null before the first change, undefined when there is
 * no such user. `lock` holds the row until the transaction ends (PostgreSQL; SQLite writes one
 * at a time anyway).
 */
export async function readPreferencesJson(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<string | null | undefined> {
  let select = db.kysely.selectFrom('user').select('readerPreferences').where('id', '=', userId);
  if (options.lock && db.dialect === 'postgres') select = select.forUpdate();
  const row = await select.executeTakeFirst();
  return row ? row.readerPreferences : undefined;
}

export async function writePreferencesJson(db: Db, userId: string, json: string): Promise<void> {
  await db.kysely
    .updateTable('user')
    .set({ readerPreferences: json, updatedAt: writeAuthDate(db.dialect, new Date()) })
    .where('id', '=', userId)
    .execute();
}
