import type { Db } from '../../db/database';
import type { ApiTokenRow, AuthDate, AuthFlag } from '../../db/schema';

export type ApiTokenOwner = {
  secretHash: string;
  lastUsedAt: number | null;
  userId: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: AuthFlag;
  createdAt: AuthDate;
  updatedAt: AuthDate;
};

export async function insertApiToken(db: Db, row: ApiTokenRow): Promise<void> {
  await db.kysely.insertInto('api_tokens').values(row).execute();
}

export async function listApiTokenRows(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db.kysely
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Deletes one of the user's tokens; false when they own no token with that id. */
export async function deleteApiTokenRow(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('api_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The token's stored hash and its owner, found by the token's public id. */
export async function findApiTokenOwner(db: Db, id: string): Promise<ApiTokenOwner | undefined> {
  const row = await db.kysely
    .selectFrom('api_tokens')
    .innerJoin('user', 'user.id', 'api_tokens.user_id')
    .select([
      'api_tokens.secret_hash as secretHash',
      'api_tokens.last_used_at as lastUsedAt',
      'user.id as userId',
      'user.email',
      'user.name',
      'user.image',
      'user.emailVerified',
      'user.createdAt',
      'user.updatedAt',
    ])
    .where('api_tokens.id', '=', id)
    .executeTakeFirst();
  // PostgreSQL returns bigint columns as strings.
  return row && { ...row, lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt) };
}

/** Use is recorded at most this often per token, so reads do not all turn into writes. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Records use unless another request recorded it within the interval. */
export async function touchApiToken(db: Db, id: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - TOUCH_INTERVAL_MS)]),
    )
    .execute();
}
