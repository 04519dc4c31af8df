// Images shown in Canyon come from Canyon (SECURITY.md 45): the server fetches article images
// and serves them itself, and the content-security policy allows no other image host. A URL
// from anywhere else is not shown at all (no request, no policy violation), so the reader sees
// a placeholder or initials instead.

/** The URL resolved against this page if it is on Canyon's own origin, else null. */
export function canyonImageUrl(
  url: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  try {
    const resolved = new URL(trimmed, origin);
    return resolved.origin === origin && /^https?:$/.test(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}
