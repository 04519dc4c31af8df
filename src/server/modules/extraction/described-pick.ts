// Readability's short pick against the block around the headline (content-hints.ts), when they
// disagree: the headline block wins, because a short pick is often the blog's "about me" box.
// But a headline block can be the page's header (headline, byline, a row of links) with the post
// in the next block. The page's own description then settles it: a page describes its post by
// the post's opening words, and a pick that holds them, where the headline block does not, is
// the post. No class names or words: only the page's own data.

import { isMarkedContent } from './content-hints';
import { normalizedText, type DomElement } from './dom-types';

/** Shorter descriptions are labels ("Latest news from …"), not the post's opening. */
const MIN_DESCRIPTION_CHARS = 60;
/** How much of the description's start must appear in the pick, verbatim (spaces aside). */
const MATCHED_PREFIX_CHARS = 40;

// Whitespace is dropped before comparing: blocks often touch in the text ("end.Next").
const squeezed = (text: string) => text.replace(/\s+/g, '');

/**
 * Whether one of the page's descriptions opens with words the pick holds and the headline block
 * (`hintedText`) does not.
 */
export function descriptionOpensPick(
  descriptions: readonly (string | null)[],
  pickText: string,
  hintedText: string,
): boolean {
  const pick = squeezed(pickText);
  const hinted = squeezed(hintedText);
  return descriptions.some((description) => {
    if (!description || description.length < MIN_DESCRIPTION_CHARS) return false;
    const prefix = squeezed(description).slice(0, MATCHED_PREFIX_CHARS);
    return pick.includes(prefix) && !hinted.includes(prefix);
  });
}

/**
 * Whether `hinted`, a headline block and not a marked post body, is the page's header above
 * Readability's pick (`pickText`): the description opens the pick and not the block.
 */
export function isHeaderAbovePick(
  hinted: DomElement,
  pickText: string,
  descriptions: readonly (string | null)[],
): boolean {
  return (
    !isMarkedContent(hinted) && descriptionOpensPick(descriptions, pickText, normalizedText(hinted))
  );
}
