import { paths } from '@/web/config/paths';

/** How long the library may take to show a new article (it is fetched again after a save). */
const WAIT_MS = 5000;

function articleLinkSelector(articleId: string): string {
  const href = paths.article.href(articleId).replace(/["\\]/g, '\\$&');
  return `main a[href="${href}"]`;
}

/**
 * Once the library lists the article just saved, focus moves to its link, so a keyboard reader
 * goes on from the new card (issue #17). Only while focus is still where the dialog left it (or
 * was lost with a removed element): a reader who has moved on keeps their place. The library
 * may never list it (a filter, a search, oldest first): focus then stays put.
 */
export function focusSavedArticleWhenListed(articleId: string, leftOn: HTMLElement | null): void {
  const selector = articleLinkSelector(articleId);
  const untouched = () =>
    document.activeElement === leftOn ||
    document.activeElement === document.body ||
    document.activeElement === null;

  const tryFocus = (): boolean => {
    if (!untouched()) return true;
    const link = document.querySelector<HTMLElement>(selector);
    if (!link) return false;
    link.focus();
    return true;
  };

  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
