import { describe, expect, it } from 'vitest';
import {
  SignInError,
  signInCodeMessage,
  signInErrorMessage,
} from '@/web/features/auth/lib/sign-in-error';
import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

const api = (status: number, code: string, message = '') => new ApiError(status, code, message);

describe('sign-in error messages (spec §8 "Sign-in")', () => {
  it.each([
    ['POPUP_BLOCKED', 'Pop-up was blocked. Please allow pop-ups and try again.'],
    ['POPUP_CLOSED', 'Sign-in was cancelled.'],
    ['NETWORK_ERROR', 'Network error. Please check your connection and try again.'],
    ['INIT_FAILED', 'Failed to initialize authentication. Please refresh the page and try again.'],
  ])('the page’s own %s failure reads "%s"', (code, text) => {
    expect(signInErrorMessage(new SignInError(code))).toBe(text);
  });

  it('shows the merge-conflict text when a provider account cannot join an existing one', () => {
    for (const code of ['account_not_linked', 'unable_to_link_account']) {
      expect(signInCodeMessage(code)).toBe(
        'Account merge conflict. Please try a different sign-in method.',
      );
    }
  });

  it('treats a provider’s access_denied as a cancelled sign-in', () => {
    expect(signInCodeMessage('access_denied')).toBe('Sign-in was cancelled.');
  });

  it('shows the default for an unknown or missing popup code, never the raw code', () => {
    expect(signInCodeMessage('state_mismatch')).toBe('Authentication failed. Please try again.');
    expect(signInCodeMessage(null)).toBe('Authentication failed. Please try again.');
    expect(signInCodeMessage('')).toBe('Authentication failed. Please try again.');
    expect(signInCodeMessage('__proto__')).toBe('Authentication failed. Please try again.');
  });

  it('says the same for a wrong password and an unknown email, naming neither', () => {
    const text = signInErrorMessage(
      api(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    );
    expect(text).toBe("The email and password you entered don't match");
  });

  it('uses the library texts for email and password problems', () => {
    expect(signInErrorMessage(api(400, 'INVALID_EMAIL', 'Invalid email'))).toBe(
      "That email address isn't correct",
    );
    expect(signInErrorMessage(api(400, 'PASSWORD_TOO_WEAK'))).toBe(
      'Strong passwords have at least 6 characters and a mix of letters and numbers',
    );
    expect(signInErrorMessage(api(400, 'PASSWORD_TOO_SHORT'))).toBe(
      'Strong passwords have at least 6 characters and a mix of letters and numbers',
    );
  });

  it('shows "too many attempts" for 429, whatever the code', () => {
    expect(signInErrorMessage(api(429, 'TOO_MANY_REQUESTS'))).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(signInErrorMessage(api(429, 'HTTP_429', 'Slow down'))).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });

  it('shows the network text when no answer came', () => {
    expect(signInErrorMessage(api(0, NETWORK_ERROR_CODE, 'offline'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('falls back to the server’s message, then to the default', () => {
    expect(signInErrorMessage(api(403, 'SOMETHING_NEW', 'Sign-up is closed on this server'))).toBe(
      'Sign-up is closed on this server',
    );
    expect(signInErrorMessage(api(400, 'HTTP_400', 'Request failed (400)'))).toBe(
      'Authentication failed. Please try again.',
    );
    expect(signInErrorMessage(api(500, 'INTERNAL', 'Database unavailable'))).toBe(
      'Authentication failed. Please try again.',
    );
    expect(signInErrorMessage(new Error('boom'))).toBe('Authentication failed. Please try again.');
    expect(signInErrorMessage('nope')).toBe('Authentication failed. Please try again.');
  });
});
