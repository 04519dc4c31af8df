import { postAuth } from '@/web/features/auth/api/auth-request';

/** Ends the session on the server and clears its cookie. */
export function signOut(): Promise<unknown> {
  return postAuth('/sign-out');
}
