import { useCallback } from 'react';
import type { HelpCategoryId } from '@/shared/events/usage-events';
import { useSession } from '@/web/features/auth/api/get-me';
import { HelpCenter } from '@/web/features/help/components/help-center';
import { recordUsageEvent } from '@/web/features/usage-events/record-usage-event';
import { useUsageEventOnce } from '@/web/features/usage-events/use-usage-event-once';

/**
 * The Help Center for everyone; a signed-in reader's visit and topic picks are recorded as
 * usage events (spec §7: help page view, help_category_{id}), and the contact form starts
 * with their name and email.
 */
export function HelpRoute() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const signedIn = user !== null;

  // One per visit to /help: a new hash (#contact, a question) is the same visit.
  useUsageEventOnce('help', signedIn ? { name: 'help_page_view', properties: {} } : null);
  const onCategoryPicked = useCallback(
    (id: HelpCategoryId) => {
      if (signedIn) recordUsageEvent({ name: `help_category_${id}`, properties: {} });
    },
    [signedIn],
  );

  return (
    <HelpCenter
      reader={user ? { name: user.displayName ?? '', email: user.email } : null}
      onCategoryPicked={onCategoryPicked}
    />
  );
}
