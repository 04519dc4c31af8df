// Page furniture left above the article's first paragraph of prose (issue #20): a line of
// category links, and a caption under the lead image that is only its credit. Found by shape,
// not wording, so the rule holds in any language. Credits are looked for up to the second
// paragraph, since a standfirst often sits above the lead image. Further down, Readability's
// pages keep such credits and lines, and so may the story. Lines that are only a date were
// tried too: Dragnet's truth keeps them.

import {
  HEADING_TAGS,
  isElement,
  normalizedText,
  tagOf,
  TEXT_NODE,
  type DomElement,
  type DomNode,
} from './dom-types';

/** Longer than this, a block is prose or holds it: the lead ends there. */
const MAX_LINE_CHARS = 80;
/** Elements looked at before the lead is taken to have ended. */
const MAX_LEAD_ELEMENTS = 200;
/** Left as they are: headings, and lists and tables (a post of links, an infobox). */
const KEPT: ReadonlySet<string> = new Set([...HEADING_TAGS, 'ul', 'ol', 'dl', 'table']);
const IMAGES: ReadonlySet<string> = new Set(['img', 'picture', 'svg', 'video']);
/** Between the links of a line of links: commas, a pipe, spaces. */
const ONLY_SEPARATORS = /^[\s\p{P}\p{S}]*$/u;
const MIN_LINE_LINKS = 2;
/** A credit is marked by © or by one word and a colon before a name ("Foto: dpa"). */
const CREDIT_LABEL = /^\p{L}{2,15} ?: ?\S/u;
const EDGE_PUNCTUATION = /^[\s.,;:|()[\]–—-]+|[\s.,;:|()[\]–—-]+$/gu;
/** A sentence inside: a caption that says something, not a credit. */
const SENTENCE_BREAK = /[.!?] \p{Lu}/u;

type Lead = { seen: number; paragraphs: number };
/** Paragraphs of prose before which a credit-only caption is the lead image's. */
const CREDIT_PARAGRAPHS = 2;

function hasText(el: DomElement): boolean {
  for (let node = el.firstChild; node; node = node.nextSibling)
    if (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim()) return true;
  return false;
}

function isImageOnly(el: DomElement | null): boolean {
  if (!el || normalizedText(el)) return false;
  if (IMAGES.has(tagOf(el))) return true;
  return el.getElementsByTagName('img').length > 0;
}

/** The element's text outside links (without a walk down deep nesting on the stack). */
function unlinkedText(el: DomElement): string {
  let text = '';
  const pending: DomNode[] = [el];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.nodeType === TEXT_NODE) text += node.textContent ?? '';
    else if (isElement(node) && (node === el || tagOf(node) !== 'a'))
      for (let child = node.lastChild; child; child = child.previousSibling) pending.push(child);
  }
  return text;
}

function isLinkLine(el: DomElement): boolean {
  if (!ONLY_SEPARATORS.test(unlinkedText(el))) return false;
  const links = el.getElementsByTagName('a');
  let worded = 0;
  for (let i = 0; i < links.length; i++) if (normalizedText(links[i]!)) worded++;
  return worded >= MIN_LINE_LINKS;
}

/** A caption: a figure's, or the line right under an image. */
function isCaption(el: DomElement): boolean {
  if (tagOf(el) === 'figcaption') return true;
  return isImageOnly(el.previousElementSibling);
}

function isCreditOnly(text: string): boolean {
  const credit = text.replace(EDGE_PUNCTUATION, '');
  if (SENTENCE_BREAK.test(credit)) return false;
  return credit.includes('©') || CREDIT_LABEL.test(credit);
}

function isLeadFurniture(el: DomElement, text: string, lead: Lead): boolean {
  if (isCaption(el) && isCreditOnly(text)) return true;
  return lead.paragraphs === 0 && isLinkLine(el);
}

/** Walks the lead in document order; true once it ends (CREDIT_PARAGRAPHS, MAX_LEAD_ELEMENTS). */
function walkLead(parent: DomElement, lead: Lead): boolean {
  const inLine = hasText(parent);
  let child = parent.firstElementChild;
  while (child) {
    const next = child.nextElementSibling;
    if (++lead.seen > MAX_LEAD_ELEMENTS) return true;
    const text = normalizedText(child);
    if (KEPT.has(tagOf(child))) {
      // A list as long as a paragraph may be the article itself (a post that is a list).
      if (text.length > MAX_LINE_CHARS) return true;
    } else if (text.length > MAX_LINE_CHARS) {
      if (hasText(child) || !child.firstElementChild) {
        if (++lead.paragraphs >= CREDIT_PARAGRAPHS) return true;
      } else if (walkLead(child, lead)) {
        return true;
      }
    } else if (text) {
      // A line of its own: inside a line of text ("By Ana in <a>Rivers</a>, <a>Travel</a>") it stays.
      if (!inLine && isLeadFurniture(child, text, lead)) child.remove();
      else if (child.firstElementChild && walkLead(child, lead)) return true;
    } else if (!text && child.firstElementChild && walkLead(child, lead)) {
      return true;
    }
    child = next;
  }
  return false;
}

/** Removes the furniture of the article's lead. */
export function removeLeadFurniture(article: DomElement): void {
  if (!isElement(article)) return;
  walkLead(article, { seen: 0, paragraphs: 0 });
}
