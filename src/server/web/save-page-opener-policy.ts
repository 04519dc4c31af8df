import type { MiddlewareHandler } from 'hono';

/**
 * The /save page is opened by the bookmarklet from another site's page, and asks that page
 * for its HTML through `window.opener`. Any Cross-Origin-Opener-Policy other than
 * `unsafe-none` on /save would put the popup in a new browsing context group and cut that
 * link, so this one page opts out of the policy every other page gets (SECURITY.md §19).
 * The page itself only ever posts to the opener with the article URL's origin as target.
 */
export const savePageOpenerPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
    c.res.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
  }
};
