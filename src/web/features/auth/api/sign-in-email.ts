import { postAuth } from '@/web/features/auth/api/auth-request';

export type SignInEmailInput = {
  email: string;
  password: string;
  /**
   * Where the confirmation link in a fresh confirmation mail leads, should the address still
   * be unconfirmed (the server re-sends one on such a sign-in).
   */
  callbackURL: string;
};

/** Sets the session cookie on success; the answer's body carries nothing the page needs. */
export function signInWithEmail(input: SignInEmailInput): Promise<unknown> {
  return postAuth('/sign-in/email', { ...input, rememberMe: true });
}
