import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
 * The second pass catches pages whose content arrives a moment later and moves the scroll
 * position (lazy chunks, restored scroll). A link to an anchor (e.g. /help#contact) lands on
 * the anchor instead of the top; without such an element it falls back to the top.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();

  useEffect(() => {
    const reset = () => {
      if (!hash || !scrollToHashTarget(hash)) scrollToTop();
    };
    reset();
    const timer = window.setTimeout(reset, SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, hash]);

  return null;
}
