// Is Readability's pick far from the page's headline? (issue #20)
//
// Readability's winner can hang on a few short paragraphs, such as the labels of a comment or
// newsletter form that carried the article column's score. Canyon leaves small forms out before
// scoring, and on a page whose class names tell nothing (hashed names) a comment or a sidebar
// widget can then win, with the whole article between the headline and the pick. A short pick
// with far more of the page's text between it and the headline than it holds itself is that
// case: the headline opens the article, and the article is what follows it.

import { collapsedText, type DomElement } from './dom-types';

/** The text between headline and pick must be at least this long… */
const MIN_GAP_CHARS = 1000;
/** …and at least this many times the pick's own text. */
const GAP_FACTOR = 2;
/** Characters of the pick's opening looked for in the page's text. */
const OPENING_CHARS = 50;
const MIN_OPENING_CHARS = 20;

/** The text between headline and pick must be longer than this, for a pick of `pickChars`. */
function minGap(pickChars: number): number {
  return Math.max(MIN_GAP_CHARS, GAP_FACTOR * pickChars);
}

/**
 * A cheap first look, before the page is parsed again for liesFarFromHeadline: the text the page
 * holds outside the pick (`restChars`) must be able to fill the gap.
 */
export function roomForGap(restChars: number, text: string): boolean {
  return restChars > minGap(collapsedText(text).length);
}

/**
 * Whether `text`, the article picked from the page whose body is `body`, lies far from the page's
 * first h1: the page's text between them is longer than MIN_GAP_CHARS and GAP_FACTOR times the
 * pick. False whenever either cannot be found. Linear in the page's text.
 */
export function liesFarFromHeadline(body: DomElement | null, text: string): boolean {
  if (!body) return false;
  const headline = body.getElementsByTagName('h1')[0];
  if (!headline) return false;
  const heading = collapsedText(headline.textContent ?? '');
  const pick = collapsedText(text);
  const opening = pick.slice(0, OPENING_CHARS);
  if (!heading || opening.length < MIN_OPENING_CHARS) return false;
  const page = collapsedText(body.textContent ?? '');
  const at = page.indexOf(heading);
  const start = page.indexOf(opening);
  if (at < 0 || start < 0) return false;
  // The pick may come after the headline (a comment) or before it (a sidebar on the left).
  const gap = start >= at ? start - (at + heading.length) : at - (start + pick.length);
  return gap > minGap(pick.length);
}
