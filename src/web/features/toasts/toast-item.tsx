import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ToastAction, ToastKind } from '@/web/features/toasts/toast-context';
import { TOAST_EXIT_MS } from '@/web/features/toasts/toast-timing';
import { cn } from '@/web/lib/cn';

export type ToastRecord = {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
  action?: ToastAction;
  closing: boolean;
};

const kindStyles: Record<ToastKind, { icon: LucideIcon; iconClass: string; label: string }> = {
  success: {
    icon: CircleCheck,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
    label: 'Success',
  },
  error: { icon: CircleX, iconClass: 'text-red-600 dark:text-red-400', label: 'Error' },
  warning: {
    icon: TriangleAlert,
    iconClass: 'text-amber-600 dark:text-amber-400',
    label: 'Warning',
  },
  info: { icon: Info, iconClass: 'text-sky-600 dark:text-sky-400', label: 'Information' },
};

type ToastItemProps = {
  toast: ToastRecord;
  onClose: (id: string) => void;
  onRemoved: (id: string) => void;
};

export function ToastItem({ toast, onClose, onRemoved }: ToastItemProps) {
  const { id, kind, closing, duration } = toast;
  // Hovering or focusing a toast pauses its clock, so a reader can finish reading it.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (closing || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onClose(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [closing, paused, id, onClose]);

  // The exit animation plays for TOAST_EXIT_MS, then the toast leaves the DOM.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => onRemoved(id), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [closing, id, onRemoved]);

  const { icon: Icon, iconClass, label } = kindStyles[kind];

  return (
    <div
      data-kind={kind}
      data-state={closing ? 'closing' : 'open'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg shadow-stone-900/10 transition-all duration-300 ease-out motion-safe:animate-toast-in dark:border-stone-700 dark:bg-stone-900 dark:shadow-black/40',
        closing && 'translate-y-1 opacity-0',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="min-w-0 flex-1 text-sm leading-6">
        <span className="sr-only">{`${label}: `}</span>
        {toast.title && (
          <p className="font-semibold text-stone-900 dark:text-white">{toast.title}</p>
        )}
        <p className="break-words text-stone-700 dark:text-stone-200">{toast.message}</p>
      </div>
      {toast.action && (
        <button
          type="button"
          // The toast closes as its action runs; the action cannot run twice.
          disabled={closing}
          onClick={() => {
            toast.action?.onClick();
            onClose(id);
          }}
          className="-my-1 inline-flex h-8 shrink-0 items-center rounded-lg px-2.5 text-sm font-semibold text-stone-900 underline-offset-4 ring-1 ring-stone-300 transition-colors hover:bg-stone-100 dark:text-white dark:ring-stone-600 dark:hover:bg-stone-800"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => onClose(id)}
        aria-label="Dismiss notification"
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
