import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignInProviderId } from '@/shared/auth/sign-in-methods';
import { startSocialSignIn } from '@/web/features/auth/api/sign-in-social';
import { useRefreshSession } from '@/web/features/auth/hooks/use-refresh-session';
import { signInCodeMessage, signInErrorMessage } from '@/web/features/auth/lib/sign-in-error';
import {
  openSignInPopup,
  type PopupOutcome,
  waitForPopupOutcome,
} from '@/web/features/auth/lib/sign-in-popup';

type Options = {
  /** Shows a failure in the page's error banner; null clears it. */
  onError: (message: string | null) => void;
};

/** Sign-in with a provider in a popup (spec §2 "Sign-in page": the flow is popup). */
export function useSocialSignIn({ onError }: Options) {
  const refreshSession = useRefreshSession();
  const [pending, setPending] = useState<SignInProviderId | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops listening for the popup.
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = useCallback(
    async (provider: SignInProviderId) => {
      onError(null);
      let popup: Window;
      try {
        popup = openSignInPopup();
      } catch (error) {
        onError(signInErrorMessage(error));
        return;
      }

      abortRef.current?.abort();
      const abort = new AbortController();
      abortRef.current = abort;
      setPending(provider);
      // What the page shows for an outcome. A report that comes after the popup was given up
      // for closed corrects it (the popup's last page was slow to load).
      const settle = async (outcome: PopupOutcome) => {
        if (outcome.kind === 'error') {
          onError(signInCodeMessage(outcome.code));
          return;
        }
        // A popup that reported nothing may still have signed the reader in; the session says.
        const user = await refreshSession();
        if (abort.signal.aborted) return;
        if (user) onError(null);
        else {
          onError(
            outcome.kind === 'closed' ? signInCodeMessage('POPUP_CLOSED') : signInCodeMessage(null),
          );
        }
      };
      try {
        popup.location.replace(await startSocialSignIn(provider));
        popup.focus();
        const outcome = await waitForPopupOutcome(popup, {
          signal: abort.signal,
          onLateOutcome: (late) => {
            settle(late).catch((error: unknown) => onError(signInErrorMessage(error)));
          },
        });
        if (abort.signal.aborted) return;
        await settle(outcome);
      } catch (error) {
        popup.close();
        if (!abort.signal.aborted) onError(signInErrorMessage(error));
      } finally {
        if (abortRef.current === abort) setPending(null);
      }
    },
    [onError, refreshSession],
  );

  return { start, pending };
}
