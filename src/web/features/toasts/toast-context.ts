import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = {
  /** Optional bold first line above the message. */
  title?: string;
  /** Milliseconds before the toast leaves on its own; Infinity keeps it until dismissed. */
  duration?: number;
};

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
