// "Get our app" boxes left in the chosen article, found by where they link rather than by their
// wording, so the rule holds in any language (issue #20): one short block linking to both the
// iOS and the Android app store is the site advertising its apps, not the story naming an app.

import { elementsWithTags, normalizedText, type DomElement } from './dom-types';

const APPLE_STORE = /^https?:\/\/(?:apps|itunes)\.apple\.com\//i;
const GOOGLE_STORE = /^https?:\/\/play\.google\.com\/store\//i;
const LINK_TAGS: ReadonlySet<string> = new Set(['a']);
/** The two links sit in one line or in one small box of a few levels. */
const MAX_LEVELS = 6;
/** A prompt and two badges; a longer block is a story about the app, which links both. */
const MAX_PROMO_CHARS = 300;
/** Enough for a box above and below the story; each costs a few reads of its text. */
const MAX_PROMOS = 3;

function ancestors(el: DomElement, root: DomElement): DomElement[] {
  const found: DomElement[] = [];
  for (let up = el.parentElement; up && up !== root && found.length < MAX_LEVELS;) {
    found.push(up);
    up = up.parentElement;
  }
  return found;
}

/** The smallest block holding a link to each store, if it is a few levels up from both. */
function promoBlocks(article: DomElement): DomElement[] {
  const apple = new Set<DomElement>();
  const google: DomElement[] = [];
  for (const link of elementsWithTags(article, LINK_TAGS)) {
    const href = link.getAttribute('href') ?? '';
    if (APPLE_STORE.test(href)) for (const up of ancestors(link, article)) apple.add(up);
    else if (GOOGLE_STORE.test(href)) google.push(link);
  }
  const blocks = new Set<DomElement>();
  for (const link of google) {
    const shared = ancestors(link, article).find((up) => apple.has(up));
    if (shared) blocks.add(shared);
    if (blocks.size >= MAX_PROMOS) break;
  }
  return Array.from(blocks);
}

/** Removes short blocks that advertise the site's apps, with the box around them. */
export function removeAppPromos(article: DomElement): void {
  for (const block of promoBlocks(article)) {
    if (!block.parentNode || normalizedText(block).length > MAX_PROMO_CHARS) continue;
    // Climb into the box that holds the prompt over the badges, while it stays short.
    let box = block;
    for (let level = 0; level < MAX_LEVELS; level++) {
      const up = box.parentElement;
      if (!up || up === article || normalizedText(up).length > MAX_PROMO_CHARS) break;
      box = up;
    }
    box.remove();
  }
}
