import { useEffect, useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { READING_FINISHED_AT, readingState } from '@/shared/articles/list-options';
import { saveReadingProgress } from '@/web/features/reader/api/save-reading-progress';
import { createProgressSaver } from '@/web/features/reader/lib/progress-saver';
import {
  progressAt,
  scrollTopFor,
  shouldRestore,
  type BodyGeometry,
} from '@/web/features/reader/lib/reading-position';

/**
 * The app scrolls to the top on every navigation, once more a moment later (app/scroll-to-top);
 * the restored place is put back after that, and scrolling before then is not the reader's
 * unless they touched a wheel, key or screen.
 */
export const RESTORE_SETTLE_MS = 150;
/** How long layout changes still move the reader back to the restored place (see below). */
export const RESTORE_HOLD_MS = 3000;

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function bodyGeometry(body: HTMLElement): BodyGeometry {
  const rect = body.getBoundingClientRect();
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    bodyTop: rect.top + window.scrollY,
    bodyHeight: rect.height,
  };
}

type Options = {
  articleId: string;
  /** The progress saved with the article when it was opened. */
  stored: number;
  /** The rendered article body; tracking starts once it is there and `enabled`. */
  bodyRef: RefObject<HTMLElement | null>;
  enabled: boolean;
  /** The server took a new position. */
  onSaved?: (progress: number) => void;
};

/**
 * Issue #17: puts the reader back where they were, then saves the position as they read
 * (throttled, and once more when they leave the page). Only scrolling by the reader is saved,
 * never the restore itself, so opening an article never moves its progress.
 */
export function useReadingProgress({ articleId, stored, bodyRef, enabled, onSaved }: Options) {
  // The position at opening; later saves update the article but must not restart anything.
  const storedAtOpen = useRef(stored);
  const savedOnServer = useEffectEvent((progress: number) => onSaved?.(progress));

  useEffect(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const initial = storedAtOpen.current;
    const saver = createProgressSaver({
      initial,
      // Re-reading a finished article does not make it unread again.
      floor: readingState(initial) === 'finished' ? READING_FINISHED_AT : 0,
      save: (progress, options) =>
        void saveReadingProgress(articleId, progress, options).then(
          (saved) => saved && savedOnServer(progress),
        ),
    });

    let userActed = false;
    let settled = false;
    let restoredY: number | null = null;
    let tracking = false;
    const restore = () => {
      if (userActed || !body.isConnected) return;
      window.scrollTo({ top: scrollTopFor(initial, bodyGeometry(body)), behavior: 'instant' });
      restoredY = window.scrollY;
    };
    const willRestore = shouldRestore(initial, window.location.hash);
    if (willRestore) restore();
    // The layout keeps changing after the restore: web fonts are swapped in when they arrive,
    // and what sits above the text grows (seen: 50-300 px, so a reload drifted by 1% of the
    // article). Each change puts the place back until the reader moves, for a few seconds
    // only: a reader moved by assistive technology sends no input we could notice.
    const relayout =
      willRestore && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(restore) : null;
    relayout?.observe(document.documentElement);
    relayout?.observe(body);
    const hold = window.setTimeout(() => relayout?.disconnect(), RESTORE_HOLD_MS);
    const settle = window.setTimeout(() => {
      if (willRestore) restore();
      settled = true;
    }, RESTORE_SETTLE_MS);

    const onUserInput = () => {
      userActed = true;
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        // Leaving the article removes the body before this effect is cleaned up, and the page
        // shrinking under it scrolls: that is not the reader going back to the top.
        if (!body.isConnected) return;
        if (!tracking) {
          const ownScroll = restoredY !== null && Math.abs(window.scrollY - restoredY) < 2;
          tracking = userActed || (settled && !ownScroll);
        }
        const geometry = bodyGeometry(body);
        if (tracking && geometry.bodyHeight > 0) saver.report(progressAt(geometry));
      });
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    const onPageHide = () => saver.flush();

    const listening = new AbortController();
    const passive = { passive: true, signal: listening.signal };
    for (const type of USER_INPUT) window.addEventListener(type, onUserInput, passive);
    window.addEventListener('scroll', onScroll, passive);
    window.addEventListener('pagehide', onPageHide, { signal: listening.signal });
    document.addEventListener('visibilitychange', onHide, { signal: listening.signal });
    return () => {
      listening.abort();
      relayout?.disconnect();
      window.clearTimeout(hold);
      window.clearTimeout(settle);
      window.cancelAnimationFrame(frame);
      saver.dispose();
    };
  }, [articleId, bodyRef, enabled]);
}

/**
 * Changing the text settings reflows the article: `before()` notes the reader's place (call it
 * just before the change), and the same place is scrolled back into view once the new layout
 * is there, so a larger size does not drop the reader somewhere else in the text.
 */
export function useKeepReadingPlace(layoutKey: string) {
  const place = useRef<number | null>(null);
  useLayoutEffect(() => {
    const progress = place.current;
    place.current = null;
    const body = document.querySelector<HTMLElement>('[data-article-body]');
    if (progress === null || !body) return;
    window.scrollTo({ top: scrollTopFor(progress, bodyGeometry(body)), behavior: 'instant' });
  }, [layoutKey]);
  return {
    before: () => {
      const body = document.querySelector<HTMLElement>('[data-article-body]');
      // At the top of the page there is no place to keep.
      place.current = body && window.scrollY > 0 ? progressAt(bodyGeometry(body)) : null;
    },
  };
}
