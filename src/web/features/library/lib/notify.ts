/**
 * How the library tells the reader about results. The route passes the app's toasts in;
 * features do not import each other (DESIGN.md §2).
 */
export type Notify = (
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: { title?: string },
) => void;
