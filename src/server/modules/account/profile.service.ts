import type { UserRecord } from '@/shared/auth/user-record';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { writeDisplayName } from './account.repo';
import { getUserRecord } from './account.service';
import type { UserChanges } from './user-changes';

/** PATCH /api/me: the display name (already cleaned and trimmed; empty = not set). */
export async function updateDisplayName(
  deps: { db: Db; logger: Logger; userChanges: UserChanges },
  user: AuthUser,
  name: string,
): Promise<UserRecord> {
  await writeDisplayName(deps.db, user.id, name);
  await deps.userChanges.publish(user.id);
  return getUserRecord(deps, { ...user, name });
}
