import { NETWORK_FAILURE_EVENT } from '@/web/lib/api-client';

/**
 * Whether Canyon can reach its server, as the offline indicator shows it: the browser's own
 * online/offline signal, and an API request that got no answer at all (the Wi-Fi is up but the
 * connection is not). After such a failure the server's health is checked until it answers.
 */
const HEALTH_URL = '/api/health';
const RECHECK_MS = 5000;

type Listener = (offline: boolean) => void;

export type OfflineStatus = {
  isOffline(): boolean;
  subscribe(listener: Listener): () => void;
};

export function createOfflineStatus(target: Window = window): OfflineStatus {
  const listeners = new Set<Listener>();
  let browserOffline = !target.navigator.onLine;
  let unreachable = false;
  let recheck: ReturnType<typeof setTimeout> | undefined;

  const offline = () => browserOffline || unreachable;
  const emit = () => listeners.forEach((listener) => listener(offline()));

  const checkServer = async () => {
    recheck = undefined;
    try {
      const response = await target.fetch(HEALTH_URL, { cache: 'no-store' });
      if (response.ok || response.status < 500) {
        unreachable = false;
        emit();
        return;
      }
    } catch {
      // still no answer
    }
    recheck = setTimeout(() => void checkServer(), RECHECK_MS);
  };

  const onOnline = () => {
    browserOffline = false;
    emit();
    // The server may still be out of reach: look now rather than at the next tick.
    if (unreachable) {
      clearTimeout(recheck);
      void checkServer();
    }
  };
  const onOffline = () => {
    browserOffline = true;
    emit();
  };
  const onFailure = () => {
    if (!unreachable) {
      unreachable = true;
      emit();
    }
    recheck ??= setTimeout(() => void checkServer(), RECHECK_MS);
  };

  return {
    isOffline: offline,
    subscribe(listener) {
      if (listeners.size === 0) {
        browserOffline = !target.navigator.onLine;
        target.addEventListener('online', onOnline);
        target.addEventListener('offline', onOffline);
        target.addEventListener(NETWORK_FAILURE_EVENT, onFailure);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        target.removeEventListener('online', onOnline);
        target.removeEventListener('offline', onOffline);
        target.removeEventListener(NETWORK_FAILURE_EVENT, onFailure);
        clearTimeout(recheck);
        recheck = undefined;
        unreachable = false;
      };
    },
  };
}
