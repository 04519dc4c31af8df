import { Fragment } from 'react';
import { highlightSegments } from '@/web/features/help/lib/highlight-segments';
import type { TextRange } from '@/web/features/help/lib/search-faqs';

// Dark ink on amber in both themes keeps the marked words readable inside links too.
const markClasses =
  'rounded-sm bg-amber-200 px-px text-stone-950 dark:bg-amber-300/35 dark:text-white';

/** `text` with the search's matches marked (`<mark>`); `offset` as in highlightSegments. */
export function HighlightedText({
  text,
  ranges,
  offset = 0,
}: {
  text: string;
  ranges: readonly TextRange[];
  offset?: number;
}) {
  if (ranges.length === 0) return text;
  return highlightSegments(text, ranges, offset).map((segment, index) => (
    <Fragment key={index}>
      {segment.marked ? <mark className={markClasses}>{segment.text}</mark> : segment.text}
    </Fragment>
  ));
}
