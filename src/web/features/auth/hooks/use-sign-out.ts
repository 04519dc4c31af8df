import { useCallback, useState } from 'react';
import { paths } from '@/web/config/paths';
import { signOut } from '@/web/features/auth/api/sign-out';
import { signInErrorMessage } from '@/web/features/auth/lib/sign-in-error';
import { clearReaderData } from '@/web/features/offline/clear-reader-data';

/** Leaves the app for the sign-in page with a full page load, so nothing of the session stays in memory. */
export function leaveForSignIn(): void {
  window.location.replace(paths.auth.href());
}

/**
 * Sign Out (spec §2 "Shell"): ends the session, then goes to /auth. A full load rather than a
 * client-side navigation, so no cached data of this reader outlives the session in the tab.
 */
export function useSignOut({ onError }: { onError: (message: string) => void }) {
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      // What this reader opened or queued offline must not outlive the session on the device.
      await clearReaderData();
      leaveForSignIn();
    } catch (error) {
      setPending(false);
      onError(signInErrorMessage(error));
    }
  }, [onError]);

  return { run, pending };
}
