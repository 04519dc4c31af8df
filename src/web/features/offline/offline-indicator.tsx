import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createOfflineStatus } from '@/web/features/offline/offline-status';

const status = createOfflineStatus();

export function useOffline(): boolean {
  return useSyncExternalStore(status.subscribe, status.isOffline, () => false);
}

/**
 * "You're offline", while Canyon cannot reach its server. The live region is always present,
 * so screen readers announce the message when it appears.
 */
export function OfflineIndicator() {
  const offline = useOffline();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {offline && (
        <p className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm font-medium text-white shadow-lg ring-1 ring-black/10 dark:bg-stone-100 dark:text-stone-900 dark:ring-white/10">
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-brand" />
          You're offline
        </p>
      )}
    </div>
  );
}
