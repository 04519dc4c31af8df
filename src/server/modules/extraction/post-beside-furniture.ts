// A short post (a paragraph or two) gives Readability little to score, and when the page's names
// say nothing (hashed class names), nothing removed the sidebar or the footer first: Readability's
// pick is then a wrapper holding the post and, beside it, the blog's widgets. The page's own post
// (the marked body, or the block around the headline: content-hints.ts) lies inside that pick;
// when what the pick adds around it is mostly links, the additions are furniture and the post is
// the article. Prose added beside the post (a body in a sibling of the headline's block) is not.

import { linkedTextLength, normalizedText, type DomElement } from './dom-types';
import { agrees } from './word-agreement';

/** Picks at least this long are a real article's column, not a post with the sidebar beside it. */
const MAX_PICK_CHARS = 1500;
/** The post must leave at least this share of the pick to its surroundings… */
const MAX_POST_SHARE = 0.7;
/** …and at least this share of what surrounds it must be link text. */
const MIN_ADDED_LINK_SHARE = 0.3;
/** So the pick holds at least this share of link text, or the post cannot be looked for. */
const MIN_PICK_LINK_SHARE = MIN_ADDED_LINK_SHARE * (1 - MAX_POST_SHARE);

/**
 * Whether Readability's pick `pick` (whose normalized text is `pickText`) is short enough and
 * holds links enough to be a post with furniture beside it: checked before the post is looked up
 * (a second parse of the page).
 */
export function mayHoldPostBesideFurniture(pick: DomElement, pickText: string): boolean {
  return isShortWithLinks(pickText.length, linkedTextLength(pick));
}

function isShortWithLinks(pickChars: number, pickLinkedChars: number): boolean {
  return pickChars < MAX_PICK_CHARS && pickLinkedChars >= MIN_PICK_LINK_SHARE * pickChars;
}

/**
 * Whether `post` (from a fresh parse of the same page) is the article inside Readability's short
 * pick `pick`: the pick holds it, and what the pick adds beside it is mostly links.
 */
export function isPostBesideFurniture(
  pick: DomElement,
  pickText: string,
  post: DomElement,
): boolean {
  const pickLinked = linkedTextLength(pick);
  if (!isShortWithLinks(pickText.length, pickLinked)) return false;
  const postText = normalizedText(post);
  if (postText.length > MAX_POST_SHARE * pickText.length || !agrees(postText, pickText))
    return false;
  const added = pickText.length - postText.length;
  const addedLinks = pickLinked - linkedTextLength(post);
  return addedLinks >= MIN_ADDED_LINK_SHARE * added;
}
