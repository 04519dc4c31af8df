import { paths } from '@/web/config/paths';

/** Where a signed-in reader goes when no (usable) page was remembered. */
export const DEFAULT_REDIRECT = paths.dashboard.href();

// Any real origin would do; it only lets URL parsing tell a path from an address elsewhere.
const PROBE_ORIGIN = 'https://canyon.invalid';

/**
 * The remembered page, if it is a path on this site; otherwise the dashboard (SECURITY.md §24).
 * Browsers read `\` as `/` and silently drop tabs and newlines, so `/\evil.com` and
 * `/\t/evil.com` mean `//evil.com`: any backslash or control character is refused outright,
 * and what is left must still resolve to this origin.
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Back to the sign-in pages would only bounce the reader again.
  const authPath = paths.auth.path;
  if (url.pathname === authPath || url.pathname.startsWith(`${authPath}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
