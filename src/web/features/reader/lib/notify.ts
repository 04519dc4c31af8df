/** How the reader reports results; the route passes the app's toasts in. */
export type Notify = (
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: { title?: string },
) => void;
