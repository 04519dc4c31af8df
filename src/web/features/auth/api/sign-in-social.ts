import { AUTH_POPUP_DONE_PATH } from '@/shared/auth/auth-paths';
import type { SignInProviderId } from '@/shared/auth/sign-in-methods';
import { postAuth } from '@/web/features/auth/api/auth-request';

/**
 * Starts a provider's sign-in and returns the provider's address for the popup to open. Every
 * outcome ends on the popup-done page, which reports back to this window (`?error=` on failure).
 */
export async function startSocialSignIn(provider: SignInProviderId): Promise<string> {
  const { url } = await postAuth<{ url: string; redirect: boolean }>('/sign-in/social', {
    provider,
    callbackURL: AUTH_POPUP_DONE_PATH,
    newUserCallbackURL: AUTH_POPUP_DONE_PATH,
    errorCallbackURL: AUTH_POPUP_DONE_PATH,
    // The page opens the popup itself; a redirect answer would navigate this window instead.
    disableRedirect: true,
  });
  return url;
}
