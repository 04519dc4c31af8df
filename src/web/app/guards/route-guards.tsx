import { Navigate, Outlet, useLocation } from 'react-router';
import { guardDecision, type GuardKind } from '@/web/app/guards/guard-decision';
import { SessionError } from '@/web/app/guards/session-error';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useSession } from '@/web/features/auth/api/get-me';

/** A pathless layout route that shows its child routes only when the guard allows. */
function Guard({ kind }: { kind: GuardKind }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(kind, session.status, location);

  switch (decision.type) {
    case 'spinner':
      return <PageSpinner label="Checking your sign-in…" />;
    case 'session-error':
      return <SessionError onRetry={session.status === 'error' ? session.retry : () => {}} />;
    case 'redirect':
      return <Navigate to={decision.to} state={decision.state} replace />;
    case 'render':
      return <Outlet />;
  }
}

/** Dashboard, reader, settings: visitors go to /auth, which remembers where they were going. */
export function ProtectedRoute() {
  return <Guard kind="protected" />;
}

/** The sign-in page: signed-in readers go on to the remembered page, or the dashboard. */
export function GuestOnlyRoute() {
  return <Guard kind="guest-only" />;
}

/** `/`: signed-in readers go to their dashboard. */
export function LandingGuard() {
  return <Guard kind="landing" />;
}
