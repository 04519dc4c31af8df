export const SERVICE_WORKER_URL = '/sw.js';

/** The app's router, as far as this module needs it. */
export type Navigations = {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
};

/**
 * Spec: "A background worker is registered at load". Production builds only: the dev server has
 * no sw.js. A new version installs and takes over at once (the worker skips waiting); this page
 * keeps running the code it loaded until the reader next moves to another screen, which then
 * loads as a whole page with the new code. Nobody stays on stale code, and nothing a reader is
 * typing is lost to a sudden reload.
 */
export function registerServiceWorker(
  navigations: Navigations,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  // A page loaded without a worker (the first visit) is not on stale code when one arrives.
  let updated = false;
  if (container.controller) {
    container.addEventListener('controllerchange', () => (updated = true), { once: true });
  }
  let shownKey = navigations.state.location.key;
  navigations.subscribe(({ location }) => {
    if (location.key !== shownKey && updated) window.location.reload();
    shownKey = location.key;
  });
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Some browsers and private windows refuse workers; the app works without one.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
