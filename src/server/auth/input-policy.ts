import { APIError } from 'better-auth/api';
import { z } from 'zod';
import {
  EMAIL_TOO_LONG_MESSAGE,
  emailTooLong,
  nameProblem,
  nameProblemMessage,
} from '@/shared/auth/account-fields';
import { passwordProblem, passwordProblemMessage } from '@/shared/auth/password-rules';

// What a visitor may put into an account, checked before Better Auth looks anything up, so it
// answers the same for every email (SECURITY.md §26, §42).

/** Every Better Auth endpoint that sets a password, and the body field carrying it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** Every endpoint that takes an email address, and its field. */
const emailFields: Record<string, string> = {
  '/sign-up/email': 'email',
  '/sign-in/email': 'email',
  '/request-password-reset': 'email',
  '/send-verification-email': 'email',
  '/change-email': 'newEmail',
};

/** Every endpoint that sets the display name. */
const nameFields: Record<string, string> = {
  '/sign-up/email': 'name',
  '/update-user': 'name',
};

const emailShape = z.email();

function badRequest(code: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { message, code });
}

function emailError(email: string): APIError | null {
  if (emailTooLong(email)) return badRequest('INVALID_EMAIL', EMAIL_TOO_LONG_MESSAGE);
  if (!emailShape.safeParse(email.trim()).success) {
    return badRequest('INVALID_EMAIL', 'Invalid email address');
  }
  return null;
}

/** The first problem with a request's fields; values that are not strings are Better Auth's to refuse. */
function inputError(path: string, body: Record<string, unknown>): APIError | null {
  const email = emailFields[path] ? body[emailFields[path]] : undefined;
  if (typeof email === 'string') {
    const error = emailError(email);
    if (error) return error;
  }
  const name = nameFields[path] ? body[nameFields[path]] : undefined;
  if (typeof name === 'string') {
    const problem = nameProblem(name);
    if (problem) return badRequest(problem, nameProblemMessage(problem));
  }
  // The spec's password rule (letters and numbers, at least 6) on top of Better Auth's limits.
  const password = passwordFields[path] ? body[passwordFields[path]] : undefined;
  if (typeof password === 'string') {
    const problem = passwordProblem(password);
    if (problem) return badRequest(problem, passwordProblemMessage(problem));
  }
  return null;
}

/** Throws Better Auth's 400 for the first field a request gets wrong (part of the before hook). */
export function checkInputPolicy(ctx: { path?: string; body?: unknown }): void {
  if (!ctx.path || !ctx.body || typeof ctx.body !== 'object') return;
  const error = inputError(ctx.path, ctx.body as Record<string, unknown>);
  if (error) throw error;
}
