// SECURITY.md §24: every place a sign-in flow sends the reader afterwards goes through this one
// check: the web app's remembered page, and on the server every callbackURL, errorCallbackURL,
// newUserCallbackURL and redirectTo before Better Auth sees it.

/** Where a reader goes when no (usable) target was given. */
export const DEFAULT_REDIRECT = '/dashboard';

/** No Canyon link is longer (PRODUCT-SPEC.md §9 caps URLs at 2048). */
const MAX_TARGET_LENGTH = 2048;

// Any real origin would do; it only lets URL parsing tell a path from an address elsewhere.
const PROBE_ORIGIN = 'https://canyon.invalid';

/**
 * Characters no Canyon link needs and browsers treat specially: `\` is read as `/`; tabs and
 * newlines are dropped silently (so `/\t/evil.com` means `//evil.com`); other controls,
 * invisible format characters and line separators hide what a link says. Spaces too: a real
 * link has them percent-encoded.
 */
const UNSAFE_CHARACTER = /[\\\s\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** The same, less spaces: a decoded `%20` is harmless inside a path. */
const UNSAFE_WHEN_DECODED = /[\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Once decoded, a path must still be one path on this site. */
function isPlainPath(path: string, unsafe: RegExp = UNSAFE_CHARACTER): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !unsafe.test(path);
}

/**
 * Whether the path stays a plain path however many times something decodes it later (a
 * router, a proxy, a second redirect): `/%2F%2Fevil` is one path here but `//evil` after one
 * decoding, `/%252F%252F…` after two.
 */
function staysPlainWhenDecoded(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (!isPlainPath(decoded, UNSAFE_WHEN_DECODED)) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

function parse(value: string, origin: string | undefined): URL | undefined {
  try {
    // A path resolves against the site; anything else must be an absolute URL on the site.
    if (value.startsWith('/')) return new URL(value, origin ?? PROBE_ORIGIN);
    return origin ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A same-origin path (with its query and fragment, percent-encoded to plain ASCII), or the
 * fallback. `origin` is this site's (the server passes PUBLIC_URL's): an absolute URL on it is
 * reduced to its path; without it only paths are accepted.
 */
export function safeRedirectPath(
  value: unknown,
  { origin, fallback = DEFAULT_REDIRECT }: { origin?: string; fallback?: string } = {},
): string {
  if (typeof value !== 'string' || !value || value.length > MAX_TARGET_LENGTH) return fallback;
  if (UNSAFE_CHARACTER.test(value) || value.startsWith('//')) return fallback;

  const url = parse(value, origin);
  if (!url || url.origin !== (origin ? new URL(origin).origin : PROBE_ORIGIN)) return fallback;
  if (url.username || url.password) return fallback;
  // Dot segments can collapse into a doubled slash: `/.//evil.example` resolves to `//evil.example`.
  if (!isPlainPath(url.pathname) || !staysPlainWhenDecoded(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
