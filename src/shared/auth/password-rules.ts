// The sign-in library's password rule (PRODUCT-SPEC.md §5, §9): at least 6 characters with
// letters and numbers. The server enforces it on every endpoint that sets a password; the
// browser uses the same check to explain it before sending.

export const PASSWORD_MIN_LENGTH = 6;
/** Better Auth's own ceiling, kept so a very long password fails here with the same code. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE =
  'Strong passwords have at least 6 characters and a mix of letters and numbers';

export const PASSWORD_TOO_LONG_MESSAGE = `Passwords are at most ${PASSWORD_MAX_LENGTH} characters`;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_WEAK';

/** The first rule a password breaks, as the error code the server answers with; null if none. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'PASSWORD_TOO_WEAK';
  return null;
}

/** What to tell the reader about a problem. */
export function passwordProblemMessage(problem: PasswordProblem): string {
  return problem === 'PASSWORD_TOO_LONG' ? PASSWORD_TOO_LONG_MESSAGE : PASSWORD_RULE;
}
