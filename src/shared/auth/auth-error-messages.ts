import { NAME_INVALID_MESSAGE, NAME_TOO_LONG_MESSAGE } from './account-fields';
import { PASSWORD_RULE, PASSWORD_TOO_LONG_MESSAGE } from './password-rules';

// What the sign-in page shows for each failure (PRODUCT-SPEC.md §8 "Sign-in", plus the
// library messages it names). Keys are Better Auth's error `code`s from /api/auth/* JSON
// errors, the `?error=` codes a sign-in popup comes back with, and the page's own failures.
// docs/auth.md lists where each comes from.

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many failed attempts. Please try again later.';
export const DEFAULT_AUTH_ERROR_MESSAGE = 'Authentication failed. Please try again.';

export const authErrorMessages: Record<string, string> = {
  // Wrong password and unknown email answer alike, so an email never reveals an account.
  INVALID_EMAIL_OR_PASSWORD: "The email and password you entered don't match",
  INVALID_EMAIL: "That email address isn't correct",
  EMAIL_NOT_VERIFIED:
    'Please confirm your email address first. We have sent you a new confirmation link.',
  PASSWORD_TOO_SHORT: PASSWORD_RULE,
  PASSWORD_TOO_WEAK: PASSWORD_RULE,
  PASSWORD_TOO_LONG: PASSWORD_TOO_LONG_MESSAGE,
  NAME_TOO_LONG: NAME_TOO_LONG_MESSAGE,
  NAME_INVALID: NAME_INVALID_MESSAGE,
  INVALID_TOKEN: 'This link has expired or has already been used. Please request a new one.',
  TOKEN_EXPIRED: 'This link has expired or has already been used. Please request a new one.',
  TOO_MANY_REQUESTS: TOO_MANY_REQUESTS_MESSAGE,
  // A provider returned an email that belongs to an account it may not join (unverified).
  account_not_linked: 'Account merge conflict. Please try a different sign-in method.',
  unable_to_link_account: 'Account merge conflict. Please try a different sign-in method.',
  email_not_found: 'Your provider did not share an email address. Please try another method.',
  access_denied: 'Sign-in was cancelled.',
  // Raised by the web app itself.
  POPUP_BLOCKED: 'Pop-up was blocked. Please allow pop-ups and try again.',
  POPUP_CLOSED: 'Sign-in was cancelled.',
  NETWORK_ERROR: 'Network error. Please check your connection and try again.',
  INIT_FAILED: 'Failed to initialize authentication. Please refresh the page and try again.',
};

/** The text for a failed sign-in step: by code, then by HTTP status, then the default. */
export function authErrorMessage(failure: { code?: string | null; status?: number }): string {
  if (failure.code && authErrorMessages[failure.code]) return authErrorMessages[failure.code]!;
  if (failure.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return DEFAULT_AUTH_ERROR_MESSAGE;
}
