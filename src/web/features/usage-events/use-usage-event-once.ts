import { useEffect, useRef } from 'react';
import type { ClientEvent } from '@/shared/events/usage-events';
import { sendUsageEvent } from '@/web/features/usage-events/record-usage-event';

/**
 * Records `event` once per visit. A visit is a run of renders with the same `visitKey` in one
 * mounted component (a pathname, an opened article); a new key starts a new visit, even when
 * nothing was recorded for the last one. `event` is null until it may be sent (the reader is
 * not signed in yet, the article has not loaded). Neither re-renders, refetches nor React's
 * StrictMode double effects send it twice: the ref outlives them.
 */
export function useUsageEventOnce(visitKey: string, event: ClientEvent | null): void {
  const visit = useRef<{ key: string; recorded: boolean } | null>(null);
  // A string, so an equal event built anew on each render does not re-run the effect.
  const body = event ? JSON.stringify(event) : null;

  useEffect(() => {
    if (visit.current?.key !== visitKey) visit.current = { key: visitKey, recorded: false };
    if (body === null || visit.current.recorded) return;
    visit.current.recorded = true;
    sendUsageEvent(body);
  }, [visitKey, body]);
}
