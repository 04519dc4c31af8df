/**
 * The key two saves of "the same" page share, for duplicate detection. The URL itself is
 * stored as the reader gave it; only this key is normalised, because lower-casing the whole
 * URL would break case-sensitive paths (DESIGN.md §3).
 *
 * Normalising: trim; lower-case scheme and host (the URL parser does both); drop the
 * fragment, default ports and utm_* tracking parameters; keep everything else as given.
 */
export function urlKey(rawUrl: string): string {
  const trimmed = rawUrl.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return trimmed;
  }
  // Filter the raw query text so the parameters that stay keep their exact encoding.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !pair.toLowerCase().startsWith('utm_'));
  const query = kept.length ? `?${kept.join('&')}` : '';
  return `${url.protocol}//${url.host}${url.pathname}${query}`;
}
