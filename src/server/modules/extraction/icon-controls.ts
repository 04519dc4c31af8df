// Controls drawn as an icon and a word or two (a printer glyph and "Print", an arrow and "Read
// more", a gear and "Cookies"): an icon font's empty `<i>` beside a short label in a small link,
// button or box. They are things to click, not text to read, and Readability keeps them when they
// sit inside the article's block. Recognised by structure alone, in any language; a label with a
// digit (a date, a count) stays, since Dragnet's truth keeps dates. An inline SVG icon reaches
// this rule as an empty <i> too (prepare-html.ts). A control inside a teaser card (a small
// <article> with a picture: "More" under another story's headline) stays, so that the card keeps
// its link and goes whole (teaser-cards.ts).

import {
  elementsWithTags,
  HEADING_TAGS,
  normalizedText,
  tagOf,
  type DomDocument,
  type DomElement,
} from './dom-types';
import { isCardArticle } from './teaser-cards';

/** A control's label: a word or two. */
const MAX_LABEL_CHARS = 30;
const MAX_LABEL_WORDS = 3;
/** Levels climbed from the icon to the box that holds its label. */
const MAX_LEVELS = 3;
/** A box with more elements than this is a block of content, not a control. */
const MAX_BOX_ELEMENTS = 8;
/** Icons weighed per page: each costs a few small walks, so a hostile page stays linear. */
const MAX_ICONS = 300;
const CONTROL_TAGS: ReadonlySet<string> = new Set(['a', 'button', 'span', 'div']);
/**
 * Inside these an icon and a short label are content: a section heading, a ticked list item, a
 * button named in a sentence ("open <i></i> Settings").
 */
const CONTENT_TAGS: ReadonlySet<string> = new Set([
  ...HEADING_TAGS,
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
]);
const NOT_IN_CONTROL: ReadonlySet<string> = new Set([...CONTENT_TAGS, 'p', 'img', 'picture']);

const isIcon = (el: DomElement) => !el.firstElementChild && !(el.textContent ?? '').trim();

/** Whether the box holds at most `MAX_BOX_ELEMENTS` elements and none of NOT_IN_CONTROL. */
function isSmallBox(box: DomElement): boolean {
  let seen = 0;
  let node: DomElement | null = box.firstElementChild;
  while (node && node !== box) {
    if (++seen > MAX_BOX_ELEMENTS || NOT_IN_CONTROL.has(tagOf(node))) return false;
    if (node.firstElementChild) node = node.firstElementChild;
    else {
      while (node && node !== box && !node.nextElementSibling) node = node.parentElement;
      node = node && node !== box ? node.nextElementSibling : null;
    }
  }
  return true;
}

function isInContent(box: DomElement): boolean {
  let up = box.parentElement;
  for (let level = 0; up && level < MAX_LEVELS; level++, up = up.parentElement)
    if (CONTENT_TAGS.has(tagOf(up))) return true;
  return false;
}

/**
 * Whether the box sits in a teaser card: the nearest <article> above it is one. Verdicts are
 * kept per <article>, so a long story with many controls is read once.
 */
function isInCard(box: DomElement, cards: Map<DomElement, boolean>): boolean {
  for (let up = box.parentElement; up; up = up.parentElement) {
    if (tagOf(up) !== 'article') continue;
    let card = cards.get(up);
    if (card === undefined) cards.set(up, (card = isCardArticle(up)));
    return card;
  }
  return false;
}

/** The box holding the icon and a control's label, or null when the icon stands by content. */
function controlOf(icon: DomElement, cards: Map<DomElement, boolean>): DomElement | null {
  let box = icon.parentElement;
  for (let level = 0; box && level < MAX_LEVELS; level++, box = box.parentElement) {
    if (!CONTROL_TAGS.has(tagOf(box)) || !isSmallBox(box)) return null;
    const label = normalizedText(box);
    if (!label) continue; // the icon's own wrapper: look one level up
    const isShort = label.length <= MAX_LABEL_CHARS && label.split(' ').length <= MAX_LABEL_WORDS;
    return isShort && !/\d/.test(label) && !isInContent(box) && !isInCard(box, cards) ? box : null;
  }
  return null;
}

/** Removes icon-and-label controls before Readability scores the page; returns how many. */
export function dropIconControls(doc: DomDocument): number {
  const icons = elementsWithTags(doc, ['i']).filter(isIcon).slice(0, MAX_ICONS);
  let removed = 0;
  const cards = new Map<DomElement, boolean>();
  for (const icon of icons) {
    if (!icon.parentElement) continue; // inside a control already removed
    const control = controlOf(icon, cards);
    if (!control) continue;
    control.remove();
    removed++;
  }
  return removed;
}
