import { postAuth } from '@/web/features/auth/api/auth-request';

/** Sets a new password with the token from the mailed link; every session of the account ends. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return postAuth('/reset-password', input);
}
