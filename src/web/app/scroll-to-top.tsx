import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { paths } from '@/web/config/paths';
import { restoresListScroll } from '@/web/features/library/lib/scroll-memory';

/** Spec §2: every navigation scrolls to the top, and again after 50 ms (§9). */
export const SCROLL_RESET_DELAY_MS = 50;

function scrollToHashTarget(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView({ block: 'start' });
  return target !== null;
}

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * One exception (issue #17): Back to the dashboard from an article puts the list where it was;
 * the library restores that position itself once its pages have rendered.
 */
function restoredByLibrary(pathname: string, key: string, navigationType: string): boolean {
  return pathname === paths.dashboard.path && restoresListScroll(key, navigationType);
}

/**
 * The second pass catches pages whose content arrives a moment later and moves the scroll
 * position (lazy chunks, restored scroll). A link to an anchor (e.g. /help#contact) lands on
 * the anchor instead of the top; without such an element it falls back to the top.
 */
export function ScrollToTop() {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (restoredByLibrary(pathname, key, navigationType)) return;
    const reset = () => {
      if (!hash || !scrollToHashTarget(hash)) scrollToTop();
    };
    reset();
    const timer = window.setTimeout(reset, SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, hash, pathname, navigationType]);

  return null;
}
