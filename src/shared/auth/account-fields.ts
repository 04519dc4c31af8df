// Limits on what a visitor may type into an account (SECURITY.md §42, issue #11): the server
// refuses anything past them on every endpoint that sets the field, and the sign-up form
// checks the same rules before sending.

export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can deliver to (RFC 5321: a 256-octet path less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const NAME_TOO_LONG_MESSAGE = `Names are at most ${NAME_MAX_LENGTH} characters`;
export const NAME_INVALID_MESSAGE = 'Names cannot contain control characters or line breaks';
export const EMAIL_TOO_LONG_MESSAGE = `Email addresses are at most ${EMAIL_MAX_LENGTH} characters`;

export type NameProblem = 'NAME_TOO_LONG' | 'NAME_INVALID';

// Controls and line breaks (which would start a new line wherever a name is shown), lone
// surrogates, and the bidirectional overrides that make text read differently from its bytes.
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;

/** A display name as stored: surrounding spaces go. */
export function cleanName(name: string): string {
  return name.trim();
}

/** The first rule a display name breaks, as the error code the server answers with; null if none. */
export function nameProblem(name: string): NameProblem | null {
  const clean = cleanName(name);
  // Characters as a reader counts them, so an emoji is one.
  if (clean.length > NAME_MAX_LENGTH && [...clean].length > NAME_MAX_LENGTH) return 'NAME_TOO_LONG';
  if (FORBIDDEN_IN_NAME.test(clean)) return 'NAME_INVALID';
  return null;
}

export function nameProblemMessage(problem: NameProblem): string {
  return problem === 'NAME_TOO_LONG' ? NAME_TOO_LONG_MESSAGE : NAME_INVALID_MESSAGE;
}

export function emailTooLong(email: string): boolean {
  return email.trim().length > EMAIL_MAX_LENGTH;
}
