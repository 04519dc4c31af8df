import { cleanName } from '@/shared/auth/account-fields';
import { safeRedirectPath } from '@/shared/auth/safe-redirect';

// What Better Auth is handed: every redirect target made safe, and bodies that carry only what
// a reader may set.

/** Every body field and query parameter Better Auth sends a browser to (SECURITY.md §24). */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

const SIGN_UP = '/api/auth/sign-up/email';
const UPDATE_USER = '/api/auth/update-user';
const CHANGE_PASSWORD = '/api/auth/change-password';

/** A sign-up sets an email, a password and optionally a display name; nothing else gets through. */
function signUpBody(body: Record<string, unknown>): Record<string, unknown> {
  return {
    name: typeof body.name === 'string' ? cleanName(body.name) : '',
    email: body.email,
    password: body.password,
    ...(body.callbackURL !== undefined && { callbackURL: body.callbackURL }),
  };
}

/** The JSON body Better Auth gets for `path`. `origin` is PUBLIC_URL's. */
export function shapeBody(
  path: string,
  body: Record<string, unknown>,
  origin: string,
): Record<string, unknown> {
  const shaped = path === SIGN_UP ? signUpBody(body) : { ...body };
  if (path === UPDATE_USER && typeof shaped.name === 'string') shaped.name = cleanName(shaped.name);
  // A new password ends every other session, whatever the page asked for: whoever else
  // knew the old one must not stay signed in.
  if (path === CHANGE_PASSWORD) shaped.revokeOtherSessions = true;
  for (const field of REDIRECT_FIELDS) {
    if (shaped[field] !== undefined) shaped[field] = safeRedirectPath(shaped[field], { origin });
  }
  return shaped;
}

/** The URL Better Auth gets: any redirect target in the query made safe (one value each). */
export function shapeUrl(raw: string, origin: string): string {
  const url = new URL(raw);
  for (const field of REDIRECT_FIELDS) {
    const [first] = url.searchParams.getAll(field);
    if (first !== undefined) url.searchParams.set(field, safeRedirectPath(first, { origin }));
  }
  return url.toString();
}
