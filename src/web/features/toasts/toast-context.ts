import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = {
  /** Optional bold first line above the message. */
  title?: string;
  /** Milliseconds before the toast leaves on its own; Infinity keeps it until dismissed. */
  duration?: number;
  /** One button beside the message, e.g. Undo; pressing it also closes the toast. */
  action?: ToastAction;
  /** Called once when the toast starts to close, for any reason (timeout, dismiss, action). */
  onClose?: () => void;
};

export type ToastAction = { label: string; onClick: () => void };

type ShowToast = (message: string, options?: ToastOptions) => string;

export type ToastApi = Record<ToastKind, ShowToast> & {
  dismiss: (id: string) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** `toast.success('Article saved successfully!')` and friends; returns the toast's id. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
