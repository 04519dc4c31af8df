import { emailTooLong, nameProblem, nameProblemMessage } from '@/shared/auth/account-fields';
import { authErrorMessages } from '@/shared/auth/auth-error-messages';
import { PASSWORD_RULE, passwordProblem } from '@/shared/auth/password-rules';

// The sign-in library's own words (spec §5), checked before anything is sent.

export const EMAIL_REQUIRED = 'Enter your email address to continue';
export const EMAIL_INVALID = "That email address isn't correct";
export const PASSWORD_REQUIRED = 'Enter your password';
export { PASSWORD_RULE };

// Something, an at sign, and a dotted domain; the server has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function normalizeEmail(email: string): string {
  return email.trim();
}

export function emailProblem(email: string): string | null {
  const value = normalizeEmail(email);
  if (!value) return EMAIL_REQUIRED;
  if (emailTooLong(value) || !EMAIL_SHAPE.test(value)) return EMAIL_INVALID;
  return null;
}

/** The optional display name: the server's limits (at most 100 characters, no control characters). */
export function displayNameProblem(name: string): string | null {
  const problem = nameProblem(name);
  return problem ? nameProblemMessage(problem) : null;
}

/** For signing in: only emptiness is checked, so an old password that breaks today's rule still works. */
export function currentPasswordProblem(password: string): string | null {
  return password ? null : PASSWORD_REQUIRED;
}

/** For a new password: the spec's rule (at least 6 characters, letters and numbers). */
export function newPasswordProblem(password: string): string | null {
  if (!password) return PASSWORD_REQUIRED;
  const problem = passwordProblem(password);
  return problem ? (authErrorMessages[problem] ?? PASSWORD_RULE) : null;
}
