// The standfirst a page prints apart from its body (issue #20): many sites set the summary under
// the headline in a container of its own, so Readability's pick starts at the body and the
// summary is lost. The page says which text is its summary: its description (JSON-LD, Open
// Graph, <meta name=description>). A block on the page that carries that description, is about
// as long as it and is neither a link nor hidden, is the standfirst; it goes in front of the
// article when the article lacks it. No class names or words: only the page's own data.

import {
  collapsedText as collapse,
  isElement,
  TEXT_NODE,
  tagOf,
  type DomElement,
  type DomNode,
} from './dom-types';

/** Shorter descriptions are labels ("Latest news from …"), not a summary worth matching. */
const MIN_DESCRIPTION_CHARS = 60;
/** How much of the description's start must appear in the block, verbatim. */
const MATCHED_PREFIX_CHARS = 60;
/** A block much longer than the description is a container, or the story's own opening. */
const MAX_LENGTH_RATIO = 1.25;
const MIN_LENGTH_RATIO = 0.6;
/** A text node must hold this much of the description's start: it may be split over inline tags. */
const FIRST_WORDS_CHARS = 12;

const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'section',
  'header',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'li',
  'td',
  'dd',
]);

/** The description without a trailing ellipsis that marks it cut short. */
function descriptionCore(description: string): string {
  return collapse(description).replace(/\s*(?:…|\.\.\.)$/, '');
}

/** A link (a teaser for another story) or a hidden copy (microdata for search engines). */
function isPassedOver(el: DomElement): boolean {
  if (tagOf(el) === 'a' || el.hasAttribute('hidden')) return true;
  const style = el.getAttribute('style');
  return style !== null && /display\s*:\s*none/i.test(style);
}

/** The first text node under `root` (document order) whose text holds `head`. */
function textNodeHolding(root: DomElement, head: string): DomNode | null {
  const stack: DomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT_NODE) {
      if (collapse(node.textContent ?? '').includes(head)) return node;
      continue;
    }
    if (!isElement(node)) continue;
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
  return null;
}

/**
 * The block around one text node that carries the description: the description's start may be
 * split over inline elements, so the match climbs to the nearest block whose whole text holds
 * it. Null when the text sits in a link or a hidden block, or the block is no standfirst.
 */
function blockAround(node: DomNode, body: DomElement, core: string, prefix: string): string | null {
  let block: string | null = null;
  for (let el = node.parentElement; el && el !== body; el = el.parentElement) {
    if (isPassedOver(el)) return null;
    if (block !== null || !BLOCK_TAGS.has(tagOf(el))) continue;
    const text = collapse(el.textContent ?? '');
    if (text.length > MAX_LENGTH_RATIO * core.length) return null;
    if (text.includes(prefix)) {
      if (text.length < MIN_LENGTH_RATIO * core.length) return null;
      block = text; // go on climbing: a hidden or linked ancestor still rules it out
    }
  }
  return block;
}

/**
 * The text of the block on the page that carries the description, or null. Only the first
 * place the description's start appears counts: a later copy is the story's own opening in a
 * box of its own, or a teaser elsewhere on the page.
 */
function standfirstBlock(body: DomElement, core: string): string | null {
  const prefix = core.slice(0, MATCHED_PREFIX_CHARS);
  const node = textNodeHolding(body, prefix.slice(0, FIRST_WORDS_CHARS));
  return node ? blockAround(node, body, core, prefix) : null;
}

/**
 * Puts the page's standfirst in front of the article when the article lacks it. `pages` are the
 * parts of the page the article was not taken from (what is left of the page, a pick set aside):
 * the standfirst is the first block in them that carries one of the page's descriptions.
 * Returns whether the article changed.
 */
export function prependStandfirst(
  article: DomElement,
  articleText: string,
  pages: readonly (DomElement | null | undefined)[],
  descriptions: readonly (string | null)[],
): boolean {
  const text = collapse(articleText);
  const pageTexts = new Map<DomElement, string>();
  for (const description of descriptions) {
    if (!description) continue;
    const core = descriptionCore(description);
    if (core.length < MIN_DESCRIPTION_CHARS) continue;
    const prefix = core.slice(0, MATCHED_PREFIX_CHARS);
    if (text.includes(prefix)) return false; // the article has it already
    let standfirst: string | null = null;
    for (const page of pages) {
      if (!page || standfirst) continue;
      let pageText = pageTexts.get(page);
      if (pageText === undefined)
        pageTexts.set(page, (pageText = collapse(page.textContent ?? '')));
      if (!pageText.includes(prefix)) continue; // a summary written for search results only
      standfirst = standfirstBlock(page, core);
    }
    if (!standfirst) continue;
    const paragraph = article.ownerDocument.createElement('p');
    paragraph.textContent = standfirst;
    article.insertBefore(paragraph, article.firstChild);
    return true;
  }
  return false;
}
