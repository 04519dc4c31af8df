import { postAuth } from '@/web/features/auth/api/auth-request';

export type SignUpEmailInput = {
  email: string;
  password: string;
  /** Display name; optional (spec §2), sent empty when not given. */
  name: string;
  /** Where the confirmation link signs the reader in and lands. */
  callbackURL: string;
};

/**
 * Creates the account and mails a confirmation link; it signs nobody in. A taken address gets
 * exactly the same answer (its owner is mailed instead), so the page shows one neutral
 * "check your inbox" either way (SECURITY.md §26).
 */
export function signUpWithEmail(input: SignUpEmailInput): Promise<unknown> {
  return postAuth('/sign-up/email', input);
}
