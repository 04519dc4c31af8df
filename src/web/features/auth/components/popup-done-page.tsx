import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { AuthPopupMessage } from '@/shared/auth/auth-paths';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { LogoMark } from '@/web/components/ui/logo';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import {
  forgetSignInPopup,
  isSignInPopup,
  reportUntilAcknowledged,
} from '@/web/features/auth/lib/popup-handshake';

// How long a popup waits for the sign-in page to answer before carrying on by itself. The page
// answers as soon as it hears the report, whenever that is; no answer means it is gone (its tab
// was closed). A busy machine or a background window can make the answer take a few seconds.
const NO_ANSWER_MS = 8000;

/**
 * The page a sign-in popup ends on (`?error=<code>` on failure). In the popup, it reports to
 * the sign-in page until that page answers, then closes. Anywhere else (a mailed confirmation
 * link opened in a tab lands here too, already signed in), or when the sign-in page is gone,
 * it carries on here: to the dashboard, or back to sign-in with the error. It never closes a
 * tab the reader opened themselves.
 */
export function PopupDonePage({ error }: { error: string | null }) {
  const [inPopup] = useState(isSignInPopup);
  const [standalone, setStandalone] = useState(!inPopup);

  useEffect(() => {
    if (!inPopup) return;
    const message: AuthPopupMessage = { type: 'canyon:auth-popup', ok: !error, error };
    const stopReporting = reportUntilAcknowledged(message, () => window.close());
    const timer = setTimeout(() => {
      stopReporting();
      forgetSignInPopup();
      setStandalone(true);
    }, NO_ANSWER_MS);
    return () => {
      clearTimeout(timer);
      stopReporting();
    };
  }, [error, inPopup]);

  if (standalone) {
    const to = error
      ? `${paths.auth.href()}?${new URLSearchParams({ error }).toString()}`
      : paths.dashboard.href();
    return <Navigate to={to} replace />;
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <DocumentTitle title="Signing In" />
      <LogoMark className="size-10" />
      <h1 className="flex items-center gap-2 text-base font-medium text-stone-700 dark:text-stone-200">
        <Spinner className="text-stone-400" />
        {error ? 'Returning to Canyon…' : 'Signing you in…'}
      </h1>
    </main>
  );
}
