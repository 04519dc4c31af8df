// What both article-list benchmarks do with pages: find the cursor of the reader's last full page
// (the deepest page the dashboard can ask for), and refuse to time a page that is not full.
import { DEEP_PAGE_START, PAGE_SIZE } from './seed-articles';

export type Page = { items: unknown[]; nextCursor: string | null };
export type FetchPage = (limit: number, cursor: string | undefined) => Promise<Page>;

/** Walks the list in pages of up to 100 (the API's largest) to DEEP_PAGE_START items deep. */
export async function deepCursor(fetchPage: FetchPage): Promise<{ cursor: string; depth: number }> {
  let cursor: string | undefined;
  let depth = 0;
  while (depth < DEEP_PAGE_START) {
    const page = await fetchPage(Math.min(100, DEEP_PAGE_START - depth), cursor);
    depth += page.items.length;
    if (!page.nextCursor) throw new Error(`the list ended ${depth} items deep`);
    cursor = page.nextCursor;
  }
  if (!cursor) throw new Error('no cursor');
  return { cursor, depth };
}

/** A short page would make a fast figure meaningless: each measured query must fill a page. */
export function expectFullPage(label: string, page: Page): void {
  const found = page.items.length;
  if (found < PAGE_SIZE) throw new Error(`${label}: ${found} items, expected ${PAGE_SIZE}`);
}
