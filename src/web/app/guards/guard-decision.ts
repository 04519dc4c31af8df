import type { SessionState } from '@/web/features/auth/api/get-me';
import {
  rememberedPath,
  rememberPage,
  type RememberedPageState,
} from '@/web/features/auth/lib/remembered-page';
import { paths } from '@/web/config/paths';

/**
 * protected: signed-in readers only (spec §6). guest-only: the sign-in page. landing: `/`,
 * which sends signed-in readers to their dashboard.
 */
export type GuardKind = 'protected' | 'guest-only' | 'landing';

export type GuardDecision =
  | { type: 'spinner' }
  | { type: 'render' }
  /** The session could not be checked, so a protected screen cannot be shown or refused. */
  | { type: 'session-error' }
  | { type: 'redirect'; to: string; state?: RememberedPageState };

type GuardLocation = { pathname: string; search: string; hash: string; state?: unknown };

/** Spec §2 "Route guards", as one pure function the route elements follow. */
export function guardDecision(
  kind: GuardKind,
  status: SessionState['status'],
  location: GuardLocation,
): GuardDecision {
  if (status === 'loading') return { type: 'spinner' };

  if (kind === 'protected') {
    if (status === 'signed-in') return { type: 'render' };
    if (status === 'signed-out') {
      return { type: 'redirect', to: paths.auth.href(), state: rememberPage(location) };
    }
    return { type: 'session-error' };
  }

  if (status !== 'signed-in') return { type: 'render' };
  if (kind === 'guest-only') return { type: 'redirect', to: rememberedPath(location) };
  return { type: 'redirect', to: paths.dashboard.href() };
}
