/** Saves the reading position while the reader scrolls; see createProgressSaver. */
export type ProgressSaver = {
  /** The position now; saved within `intervalMs`, together with later reports. */
  report: (progress: number) => void;
  /** Saves what is not saved yet at once, in a request that outlives the page. */
  flush: () => void;
  /** Flushes, then ignores further reports (the reader left the article). */
  dispose: () => void;
};

type Options = {
  save: (progress: number, options: { keepalive: boolean }) => void;
  /** The progress the server has already: reporting it again saves nothing. */
  initial: number;
  /** Reports below this are not saved (a finished article stays finished when re-read). */
  floor?: number;
  intervalMs?: number;
};

/** Differences smaller than this are the same place in the text (a pixel or two). */
const SAME_PLACE = 0.001;
export const PROGRESS_SAVE_INTERVAL_MS = 2000;

/**
 * A throttle for PATCH /api/articles/:id {readingProgress}: at most one save per interval while
 * the reader scrolls, carrying the latest position, and nothing when the position is the one
 * already saved.
 */
export function createProgressSaver({
  save,
  initial,
  floor = 0,
  intervalMs = PROGRESS_SAVE_INTERVAL_MS,
}: Options): ProgressSaver {
  let saved = initial;
  let latest = initial;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  // Every save outlives the page (keepalive): one still in flight as the reader closes the tab
  // would otherwise be cancelled, and the closing flush, counting it as saved, sends nothing.
  const saveLatest = () => {
    if (Math.abs(latest - saved) < SAME_PLACE) return;
    saved = latest;
    save(latest, { keepalive: true });
  };

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    cancelTimer();
    saveLatest();
  };

  return {
    report(progress) {
      if (disposed || progress < floor) return;
      latest = Math.round(Math.min(1, Math.max(0, progress)) * 10_000) / 10_000;
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        saveLatest();
      }, intervalMs);
    },
    flush,
    dispose() {
      if (disposed) return;
      flush();
      disposed = true;
    },
  };
}
