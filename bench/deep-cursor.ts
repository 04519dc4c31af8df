// The cursor of the reader's last full page: the deepest page the dashboard can ask for.
import { DEEP_PAGE_START } from './seed-articles';

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
