/** The reader's newest (or oldest) this many articles are searched first. */
export const FIRST_WINDOW = 500;
/** The next window is sized to find the matches still wanted this many times over. */
const SIZE_MARGIN = 2;

/** Saved dates in ms, as both ends of a window: `from` is where the walk left off. */
export type DateWindow = { from: number | null; to: number | null };

/**
 * Matches in date order, read one window of saved dates at a time, so a search that fills its
 * page from the newest articles never reads (or, for a phrase, rechecks) the older ones.
 * `edge(from, size)` is the saved date `size` articles on from `from` (null past the last
 * article); `within(window, max)` lists a window's matches in order. Windows meet without
 * overlapping, so their lists joined are in order too. Each next window is sized by how often
 * the articles read so far matched; when none did, the rest is read at once (the page will
 * most likely not fill, and every window costs an index scan).
 */
export async function matchesByDateWindows<T>(
  start: number | null,
  max: number,
  edge: (from: number | null, size: number) => Promise<number | null>,
  within: (window: DateWindow, max: number) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  let from = start;
  let size = FIRST_WINDOW;
  let read = 0;
  while (found.length < max) {
    const to = size === Infinity ? null : await edge(from, size);
    found.push(...(await within({ from, to }, max - found.length)));
    if (to === null) break;
    read += size;
    from = to;
    size =
      found.length === 0
        ? Infinity
        : Math.ceil(((max - found.length) * read * SIZE_MARGIN) / found.length);
  }
  return found;
}
