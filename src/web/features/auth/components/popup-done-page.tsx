import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { AUTH_BROADCAST_CHANNEL, type AuthPopupMessage } from '@/shared/auth/auth-paths';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { LogoMark } from '@/web/components/ui/logo';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { isPopupAck } from '@/web/features/auth/lib/sign-in-popup';

// How long to wait for the sign-in page to answer before carrying on in this window. The sign-in
// page sits in a background window meanwhile, and on a slow phone or a busy machine it can take
// seconds to answer. A window with a reachable opener was surely opened as a popup, so it waits
// longer still; a mailed link opened in a tab shows "Signing you in…" for the shorter wait.
const ACK_WAIT_MS = 4000;
const OPENER_ACK_WAIT_MS = 8000;

/**
 * The page a sign-in popup ends on (`?error=<code>` on failure). It tells the sign-in page how
 * it went, on the shared channel and to `window.opener` when it still has one, and closes once
 * that page answers. Nobody answering means this is no popup (a mailed confirmation link
 * opened in a tab lands here too, already signed in) or the sign-in page is gone: it then
 * carries on here, to the dashboard or back to sign-in with the error. It never closes a tab
 * the reader opened themselves.
 */
export function PopupDonePage({ error }: { error: string | null }) {
  const [standalone, setStandalone] = useState(false);

  useEffect(() => {
    const message: AuthPopupMessage = { type: 'canyon:auth-popup', ok: !error, error };
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_BROADCAST_CHANNEL) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (isPopupAck(event.data)) window.close();
      };
    }
    let opener: Window | null = null;
    try {
      opener = window.opener as Window | null;
      opener?.postMessage(message, window.location.origin);
    } catch {
      // The opener is on another page now; the channel still reaches the sign-in page.
      opener = null;
    }
    channel?.postMessage(message);
    // Without the channel, a reachable opener is the only sign of being a popup.
    if (!channel && opener) window.close();

    const timer = setTimeout(() => setStandalone(true), opener ? OPENER_ACK_WAIT_MS : ACK_WAIT_MS);
    return () => {
      clearTimeout(timer);
      channel?.close();
    };
  }, [error]);

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
