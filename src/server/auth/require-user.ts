import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { authenticateApiToken } from '../modules/tokens/tokens.service';
import type { AuthUser } from './auth-user';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The reader behind a request: a personal API token when an Authorization header is sent
 * (and then only that: a bad token never falls back to the cookie), else the session cookie.
 */
async function resolveUser(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  const { db, auth } = c.get('deps');
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    const user = token ? await authenticateApiToken(db, token) : null;
    if (!user) throw new AppError('UNAUTHENTICATED', 'The API token is not valid.');
    return user;
  }
  if (!c.req.header('cookie')) return undefined;
  const { headers, response } = await auth.betterAuth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  // A session in use is extended now and then; pass the refreshed cookie on.
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!response) return undefined;
  const { user } = response;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    createdAt: new Date(user.createdAt),
    updatedAt: new Date(user.updatedAt),
    via: 'session',
  };
}

function signedOut(): AppError {
  return new AppError('UNAUTHENTICATED', 'Sign in to continue.');
}

/** Routes for signed-in readers: the session cookie or a personal API token. 401 otherwise. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await resolveUser(c);
  if (!user) throw signedOut();
  c.set('user', user);
  await next();
};

/**
 * Routes a token must not reach: managing tokens from a token would let a leaked one mint
 * replacements that outlive its revocation.
 */
export const requireSessionUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await resolveUser(c);
  if (!user) throw signedOut();
  if (user.via !== 'session') {
    throw new AppError('FORBIDDEN', 'Manage API tokens from the Canyon web app.');
  }
  c.set('user', user);
  await next();
};

/** Routes that serve everyone but act for a reader when there is one. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', await resolveUser(c));
  await next();
};

/** The reader set by requireUser; a route that forgot the middleware fails closed. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw signedOut();
  return user;
}
