import { DEFAULT_REDIRECT, safeRedirectPath } from '@/shared/auth/safe-redirect';
import { paths } from '@/web/config/paths';

/** Router state a protected route leaves on its way to /auth. */
export type RememberedPageState = { from: string };

/** The query parameter that carries the remembered page through mail links (`/auth?next=…`). */
export const NEXT_PARAM = 'next';

type LocationLike = { pathname: string; search: string; hash: string; state?: unknown };

/** What a protected route remembers about the page a visitor tried to open. */
export function rememberPage(location: LocationLike): RememberedPageState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** A remembered page the reader may be sent to: a path on this site, never a sign-in page. */
function usablePage(remembered: unknown): string {
  const path = safeRedirectPath(remembered);
  // Back to the sign-in pages would only bounce the reader again.
  const { pathname } = new URL(path, 'https://canyon.invalid');
  const authPath = paths.auth.path;
  return pathname === authPath || pathname.startsWith(`${authPath}/`) ? DEFAULT_REDIRECT : path;
}

/**
 * Where the sign-in page sends a reader once signed in: the page remembered in router state
 * (a guard's redirect) or in `?next=` (a mail link), if it is a path on this site; else the
 * dashboard (SECURITY.md §24).
 */
export function rememberedPath(location: Pick<LocationLike, 'search' | 'state'>): string {
  const fromState = (location.state as Partial<RememberedPageState> | null | undefined)?.from;
  if (typeof fromState === 'string') return usablePage(fromState);
  return usablePage(new URLSearchParams(location.search).get(NEXT_PARAM) ?? undefined);
}

/**
 * Where a mailed confirmation link lands: the sign-in page, which (now signed in) moves on to
 * the remembered page, or shows the link's `?error=` if it failed.
 */
export function confirmationCallbackURL(remembered: string): string {
  return `${paths.auth.href()}?${new URLSearchParams({ [NEXT_PARAM]: remembered }).toString()}`;
}
