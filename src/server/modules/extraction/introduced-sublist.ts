// A list of headline links nested in an item of the article's own list, right under that
// item's own words ("In progress:" and the bug titles below it): the post's outline, not a
// list of other stories. A menu's nested list hangs under a link; a sidebar widget's, under a
// heading.

import {
  isElement,
  linkedTextLength,
  normalizedText,
  tagOf,
  TEXT_NODE,
  type DomElement,
} from './dom-types';

const WORD = /[\p{L}\p{N}]/u;
/** Words that run on into the list; a heading or a block above it makes it a widget. */
const INLINE_TAGS = new Set(['span', 'strong', 'b', 'em', 'i', 'code', 'small', 'mark', 'time']);
/**
 * Only the nodes just before the list can introduce it; looking no further keeps an item of
 * many sibling lists from being read once per list.
 */
const MAX_NODES_BACK = 4;

/** The words just before the list, in its item's running text and outside links. */
export function isIntroducedSublist(list: DomElement): boolean {
  const item = list.parentElement;
  if (!item || tagOf(item) !== 'li') return false;
  let node = list.previousSibling;
  for (let seen = 0; node && seen < MAX_NODES_BACK; seen++, node = node.previousSibling) {
    if (node.nodeType === TEXT_NODE) {
      if (WORD.test(node.textContent ?? '')) return true;
    } else if (isElement(node)) {
      if (!INLINE_TAGS.has(tagOf(node))) return false;
      const text = normalizedText(node);
      if (text.length > linkedTextLength(node) && WORD.test(text)) return true;
    }
  }
  return false;
}
