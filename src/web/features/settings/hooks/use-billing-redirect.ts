import { useCallback, useState } from 'react';
import type { BillingRedirect } from '@/shared/billing/billing-schemas';
import { billingErrorMessage } from '@/web/features/settings/lib/billing-error-message';

/**
 * One billing button's life: pending while the server prepares the page, then the browser goes
 * there (and stays pending while it leaves); a failure becomes a message for the error box.
 */
export function useBillingRedirect(request: () => Promise<BillingRedirect>, failure: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const { url } = await request();
      window.location.assign(url);
    } catch (caught) {
      setPending(false);
      setError(billingErrorMessage(caught, failure));
    }
  }, [request, failure]);

  return { run, pending, error, dismiss: useCallback(() => setError(null), []) };
}
