import { RESET_PASSWORD_PATH } from '@/shared/auth/auth-paths';
import { postAuth } from '@/web/features/auth/api/auth-request';

/**
 * Mails a reset link when the address has an account; answers alike when it has none. The link
 * lands on the reset page with `?token=…`.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return postAuth('/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}
