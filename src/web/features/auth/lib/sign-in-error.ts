import {
  DEFAULT_AUTH_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  authErrorMessages,
} from '@/shared/auth/auth-error-messages';
import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

/** Failures the sign-in page raises itself, named by the codes of the shared message table. */
export type SignInFailureCode = 'POPUP_BLOCKED' | 'POPUP_CLOSED' | 'INIT_FAILED' | 'NETWORK_ERROR';

export class SignInError extends Error {
  constructor(readonly code: SignInFailureCode | (string & {})) {
    super(code);
    this.name = 'SignInError';
  }
}

/** The shared table's text for a code; own keys only, so `__proto__` is just unknown. */
function knownMessage(code: string | null | undefined): string | undefined {
  return code && Object.hasOwn(authErrorMessages, code) ? authErrorMessages[code] : undefined;
}

/** The text for an error `code`, e.g. from a popup's or a mail link's `?error=`. */
export function signInCodeMessage(code: string | null | undefined): string {
  return knownMessage(code) ?? DEFAULT_AUTH_ERROR_MESSAGE;
}

// Messages the api client writes itself when the server's answer had no message of its own.
const GENERIC_MESSAGE = /^Request failed \(\d+\)$/;

/**
 * The words the sign-in page shows for any failure (spec §8 "Sign-in"): a known code's text,
 * "too many attempts" for 429, the network text when no answer came, otherwise the server's
 * own message, otherwise "Authentication failed. Please try again.".
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof SignInError) return signInCodeMessage(error.code);
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return signInCodeMessage('NETWORK_ERROR');
    const known = knownMessage(error.code);
    if (known) return known;
    if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
    // A 5xx message describes the server's trouble, not something the reader can act on.
    if (error.status >= 500 || !error.message || GENERIC_MESSAGE.test(error.message)) {
      return DEFAULT_AUTH_ERROR_MESSAGE;
    }
    return error.message;
  }
  // fetch() rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return signInCodeMessage('NETWORK_ERROR');
  return DEFAULT_AUTH_ERROR_MESSAGE;
}
