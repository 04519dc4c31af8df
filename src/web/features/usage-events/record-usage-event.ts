import type { ClientEvent } from '@/shared/events/usage-events';

// Usage events (issue #15) are the server's own records, never sent to a third party. The page
// reports what only it knows (a view, an opening) with a plain fetch, not the api client: an
// event is fire-and-forget, so a failure must not toast, log, retry, wait in the offline outbox
// or light up the offline indicator. Type imports only: this module is in the first bundle,
// which stays free of zod (app/zod-jitless.ts).

export const USAGE_EVENTS_PATH = '/api/events';

/** Sends one event (POST /api/events) and forgets it; the caller checks the reader is signed in. */
export function recordUsageEvent(event: ClientEvent): void {
  sendUsageEvent(JSON.stringify(event));
}

/** The same, for an event already serialised. */
export function sendUsageEvent(body: string): void {
  try {
    // keepalive: an event reported as the reader leaves the page still arrives.
    fetch(USAGE_EVENTS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => {});
  } catch {
    // No fetch at all (a very old browser): nothing to report.
  }
}
