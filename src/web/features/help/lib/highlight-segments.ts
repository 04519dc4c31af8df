import type { TextRange } from '@/web/features/help/lib/search-faqs';

export type Segment = { text: string; marked: boolean };

/**
 * `text` cut into plain and marked pieces. `ranges` are positions in a longer string of which
 * `text` starts at `offset` (a link inside a paragraph), so a match that runs across a link's
 * edge is marked on both sides.
 */
export function highlightSegments(
  text: string,
  ranges: readonly TextRange[],
  offset = 0,
): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const range of ranges) {
    const start = Math.max(range.start - offset, cursor);
    const end = Math.min(range.end - offset, text.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}
