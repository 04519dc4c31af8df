import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordProblem, passwordProblemMessage } from '@/shared/auth/password-rules';

/** Every Better Auth endpoint that sets a password, and the body field carrying it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * The spec's password rule (letters and numbers, at least 6) on top of Better Auth's length
 * limits. It runs before any account lookup, so it answers the same for every email.
 */
export const passwordPolicy = createAuthMiddleware(async (ctx) => {
  const field = ctx.path ? passwordFields[ctx.path] : undefined;
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof password !== 'string') return;
  const problem = passwordProblem(password);
  if (problem) {
    throw new APIError('BAD_REQUEST', { message: passwordProblemMessage(problem), code: problem });
  }
});
