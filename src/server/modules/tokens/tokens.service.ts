import type { ApiTokenList, CreatedApiToken } from '@/shared/auth/api-tokens';
import type { AuthUser } from '../../auth/auth-user';
import { readAuthDate, readAuthFlag } from '../../db/auth-columns';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { newApiToken, parseApiToken, secretMatches } from './api-token-secret';
import {
  deleteApiTokenRow,
  findApiTokenOwner,
  insertApiToken,
  listApiTokenRows,
  touchApiToken,
  TOUCH_INTERVAL_MS,
} from './tokens.repo';

const iso = (ms: number) => new Date(ms).toISOString();

/** Creates a token; the returned value is the only time the token itself is ever seen. */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
): Promise<CreatedApiToken> {
  const { id, token, secretHash } = newApiToken();
  const createdAt = Date.now();
  await insertApiToken(db, {
    id,
    user_id: userId,
    name,
    secret_hash: secretHash,
    created_at: createdAt,
    last_used_at: null,
  });
  return { id, name, token, createdAt: iso(createdAt) };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenList> {
  const rows = await listApiTokenRows(db, userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: iso(Number(row.created_at)),
      lastUsedAt: row.last_used_at === null ? null : iso(Number(row.last_used_at)),
    })),
  };
}

/** Revocation is immediate: the next request with the token finds no row. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<void> {
  // Another reader's token id answers exactly like an unknown one.
  if (!(await deleteApiTokenRow(db, userId, id))) {
    throw new AppError('NOT_FOUND', 'Token not found');
  }
}

/** The reader a presented token belongs to, or null for a malformed, unknown or revoked one. */
export async function authenticateApiToken(db: Db, token: string): Promise<AuthUser | null> {
  const parsed = parseApiToken(token);
  if (!parsed) return null;
  const owner = await findApiTokenOwner(db, parsed.id);
  if (!owner || !secretMatches(parsed.secret, owner.secretHash)) return null;
  const now = Date.now();
  // Most requests come within a minute of the last: skip the write, and its round trip.
  if (owner.lastUsedAt === null || owner.lastUsedAt < now - TOUCH_INTERVAL_MS)
    await touchApiToken(db, parsed.id, now);
  return {
    id: owner.userId,
    email: owner.email,
    name: owner.name,
    image: owner.image,
    emailVerified: readAuthFlag(owner.emailVerified),
    createdAt: readAuthDate(owner.createdAt),
    updatedAt: readAuthDate(owner.updatedAt),
    via: 'token',
  };
}
