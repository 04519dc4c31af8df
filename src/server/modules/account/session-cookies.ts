import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/app-env';

/**
 * Expires Better Auth's session cookies (named by its own settings: `canyon.session_token`,
 * `__Secure-` prefixed over HTTPS) with the attributes they were set with, so the browser drops them.
 */
export async function clearSessionCookies(c: Context<AppEnv>): Promise<void> {
  const { authCookies } = await c.get('deps').auth.betterAuth.$context;
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { path, domain, secure, httpOnly, sameSite } = cookie.attributes;
    setCookie(c, cookie.name, '', { path, domain, secure, httpOnly, sameSite, maxAge: 0 });
  }
}
