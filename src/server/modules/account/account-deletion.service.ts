import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '@/shared/account/account-schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Billing } from '../billing/billing';
import { deleteAccountData } from './account-deletion.repo';
import type { UserChanges } from './user-changes';

export const SUBSCRIPTION_NOT_CANCELED_MESSAGE =
  'Failed to delete account: your subscription could not be canceled, so nothing was deleted. Please try again.';

export type DeletionDeps = { db: Db; logger: Logger; billing: Billing; userChanges: UserChanges };

/**
 * Spec §5 "Delete account": the exact phrase (no trimming, no case folding), then the live
 * subscription is canceled, then everything of the reader goes in one transaction, and their
 * open pages hear that the record changed (their event streams end).
 */
export async function deleteAccount(
  deps: DeletionDeps,
  user: AuthUser,
  confirmation: string,
): Promise<void> {
  if (confirmation !== DELETE_CONFIRMATION) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.deleteConfirmation);
  }
  try {
    await deps.billing.cancelForDeletion(user.id);
  } catch (err) {
    deps.logger.error({ err, userId: user.id }, 'account deletion stopped: cancel failed');
    throw new AppError('BILLING_FAILED', SUBSCRIPTION_NOT_CANCELED_MESSAGE, { cause: err });
  }
  await deleteAccountData(deps.db, user);
  deps.logger.info({ userId: user.id }, 'account deleted');
  await deps.userChanges.publish(user.id).catch((err: unknown) => {
    deps.logger.warn({ err, userId: user.id }, 'account deleted; announcing it failed');
  });
}
