import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ToastContext,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from '@/web/features/toasts/toast-context';
import { ToastItem, type ToastRecord } from '@/web/features/toasts/toast-item';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@/web/features/toasts/toast-timing';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);
  // Kept outside state so each runs exactly once, outside a state updater.
  const onCloseCallbacks = useRef(new Map<string, () => void>());

  const notifyClosed = useCallback((ids: Iterable<string>) => {
    for (const id of ids) {
      const callback = onCloseCallbacks.current.get(id);
      onCloseCallbacks.current.delete(id);
      callback?.();
    }
  }, []);

  // Ids of the toasts still open (not closing), oldest first.
  const openIds = useRef<string[]>([]);

  const close = useCallback(
    (id: string) => {
      openIds.current = openIds.current.filter((open) => open !== id);
      setToasts((current) => current.map((t) => (t.id === id ? { ...t, closing: true } : t)));
      notifyClosed([id]);
    },
    [notifyClosed],
  );

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show =
      (kind: ToastKind) =>
      (message: string, options: ToastOptions = {}) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        const toast: ToastRecord = {
          id,
          kind,
          message,
          title: options.title,
          duration: options.duration ?? TOAST_DURATION_MS,
          action: options.action,
          closing: false,
        };
        if (options.onClose) onCloseCallbacks.current.set(id, options.onClose);
        // Past the limit, the oldest open toasts give way.
        const overflow = openIds.current.slice(
          0,
          Math.max(0, openIds.current.length - MAX_VISIBLE_TOASTS + 1),
        );
        for (const old of overflow) close(old);
        openIds.current = [...openIds.current, id];
        setToasts((current) => [...current, toast]);
        return id;
      };
    return {
      success: show('success'),
      error: show('error'),
      warning: show('warning'),
      info: show('info'),
      dismiss: close,
    };
  }, [close]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the DOM: screen readers only announce changes to a live region that already exists. */}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-6"
      >
        <div
          aria-live="polite"
          aria-relevant="additions text"
          className="flex w-full max-w-sm flex-col gap-3"
        >
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} onRemoved={remove} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
