import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  restoresListScroll,
  savedListScroll,
  saveListScroll,
} from '@/web/features/library/lib/scroll-memory';

/** How long the list may take to grow tall enough for the kept position (pages from cache). */
const RESTORE_WITHIN_MS = 1000;

/**
 * Keeps the list's scroll position for this history entry while the reader scrolls, and on a
 * Back return puts it back once the cached pages have rendered (`ready`). ScrollToTop leaves
 * exactly these returns alone.
 */
export function useListScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // Decided on arrival: later renders of the same entry (typing a search) restore nothing.
  const [restore] = useState(() =>
    restoresListScroll(key, navigationType) ? savedListScroll(key) : null,
  );
  const restored = useRef(restore === null);

  // Saved on every scroll (cheap: one number), since by the time the list unmounts the next
  // page may already have changed the document's height and the position with it. A layout
  // cleanup runs before the browser lays the next page out, so that page's clamped position
  // is never taken for the list's.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const save = () => {
      if (mounted.current && restored.current) saveListScroll(key, window.scrollY);
    };
    save();
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (restored.current || !ready || restore === null) return;
    const startedAt = performance.now();
    let frame = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= restore;
      if (reachable || performance.now() - startedAt > RESTORE_WITHIN_MS) {
        window.scrollTo({ top: restore, left: 0, behavior: 'instant' });
        restored.current = true;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [ready, restore]);
}
