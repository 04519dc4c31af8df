/** How the save form reports the outcome; the route passes the app's toasts in. */
export type Notify = (kind: 'success' | 'error' | 'info', message: string) => void;
