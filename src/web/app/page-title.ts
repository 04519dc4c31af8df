import { useMatches } from 'react-router';

/**
 * What a route tells the rest of the app about itself (its `handle` in router.tsx). `pageTitle`
 * is the fixed, human name of the screen reported with a page view (spec §7 page_view), never
 * content such as an article's title.
 */
export type RouteHandle = { pageTitle?: string };

/** The page title of the deepest matched route that has one, or null. */
export function usePageTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.pageTitle) return handle.pageTitle;
  }
  return null;
}
