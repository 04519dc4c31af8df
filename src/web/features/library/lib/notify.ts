/**
 * How the library tells the reader about results. The route passes the app's toasts in;
 * features do not import each other (DESIGN.md §2).
 */
export type NotifyOptions = {
  title?: string;
  /** Milliseconds on screen (the toasts' default otherwise). */
  duration?: number;
  /** A button in the notice, e.g. Undo. */
  action?: { label: string; onClick: () => void };
  /** Runs once when the notice goes away, whatever the reason. */
  onClose?: () => void;
};

/** Shows a notice; returns its id when the notices can be dismissed by id. */
export type Notify = (
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: NotifyOptions,
) => string | void;

/** Takes a notice away early (its onClose runs). */
export type DismissNotice = (id: string) => void;
