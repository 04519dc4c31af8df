/** Spec §4 Toasts and §9: how long a toast stays, and how long it takes to leave. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;
/** Older toasts give way so a burst of errors cannot cover the screen. */
export const MAX_VISIBLE_TOASTS = 4;
