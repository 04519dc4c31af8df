// Six of Readability's helpers are slow on linkedom for reasons that have nothing to do with
// reading: `_isProbablyVisible` asks every node for `node.style`, and linkedom builds a full
// CSSStyleDeclaration for each; `_getAllNodesWithTag` calls querySelectorAll, and linkedom compiles
// a CSS selector on every call; `_isValidByline` measures the text of every node it is asked
// about (linkedom walks the whole subtree for textContent) before looking at the cheap signs;
// `_isElementWithoutContent` joins the whole text of every container it passes only to see
// whether any of it is more than whitespace; `_getLinkDensity` joins the text of an element and
// then again that of each of its links, which is part of the element's; `_fixRelativeUris`
// resolves each URL of the pick against a base URI that linkedom gives as null on a page without
// <base>, so every URL costs a thrown exception and comes back unchanged. The first four and the
// last were about 13% of extraction time, the emptiness and link-density checks about 5% more.
// This gives one Readability instance equivalent versions of all six, with the same results:
// the same nodes in the same document order, the same visibility rule (prepare-html.ts keeps a
// style attribute only when it hides the element, as "display:none"), the same byline rule, the
// same emptiness rule, the same link density to the last bit, the same links.
//
// Readability 0.6.0 is pinned; if a future version renames a method, nothing is replaced and
// Readability simply runs as it is.

import { parseHTML } from 'linkedom';
import {
  chainKeysOf,
  ELEMENT_NODE,
  elementsWithTags,
  hasElementWithTags,
  TEXT_NODE,
  type ChainKeys,
  type DomDocument,
  type DomElement,
  type DomNode,
} from './dom-types';
import { usePrepShortcuts } from './readability-prep-shortcuts';

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

function isProbablyVisible(node: DomElement): boolean {
  const style = node.getAttribute('style');
  if (style !== null && HIDING_STYLE.test(style)) return false;
  if (node.hasAttribute('hidden')) return false;
  if (node.getAttribute('aria-hidden') !== 'true') return true;
  // Readability keeps hidden "fallback-image" elements (Wikimedia renders maths as those).
  return typeof node.className === 'string' && node.className.includes('fallback-image');
}

/** Readability's regexes used here, read from the instance it runs with. */
type ReadabilityRegexps = {
  REGEXPS?: { byline?: RegExp; normalize?: RegExp; hashUrl?: RegExp };
};

/**
 * Readability's byline rule, with the text measured last: a node is a byline when it is marked as
 * the author (rel, itemprop) or named like a byline, and holds 1 to 99 characters of text.
 */
function isValidByline(this: ReadabilityRegexps, node: DomElement, matchString: string): boolean {
  const itemprop = node.getAttribute('itemprop');
  const marked =
    node.getAttribute('rel') === 'author' ||
    (itemprop !== null && itemprop.includes('author')) ||
    this.REGEXPS!.byline!.test(matchString);
  if (!marked) return false;
  const length = (node.textContent ?? '').trim().length;
  return length > 0 && length < 100;
}

const CDATA_SECTION_NODE = 4;

/**
 * Whether any text under `el` (its textContent: text and CDATA nodes) is more than whitespace;
 * stops at the first text that is, where textContent would join all of it first.
 */
function holdsText(el: DomElement): boolean {
  let node: DomNode | null = el.firstChild;
  while (node) {
    const type = node.nodeType;
    if ((type === TEXT_NODE || type === CDATA_SECTION_NODE) && node.textContent!.trim())
      return true;
    const child: DomNode | null = type === ELEMENT_NODE ? node.firstChild : null;
    if (child) {
      node = child;
      continue;
    }
    while (node && node !== el && !node.nextSibling) node = node.parentNode;
    node = node && node !== el ? node.nextSibling : null;
  }
  return false;
}

/** Readability's rule: an element with no text, and no children but line breaks and rules. */
function isElementWithoutContent(node: DomNode): boolean {
  if (node.nodeType !== ELEMENT_NODE) return false;
  const el = node as DomElement;
  if (holdsText(el)) return false;
  const children = el.children.length;
  return (
    children === 0 ||
    children === el.getElementsByTagName('br').length + el.getElementsByTagName('hr').length
  );
}

/** Readability's _getInnerText: the text trimmed, its whitespace runs made one space. */
function innerTextLength(text: string, normalize: RegExp): number {
  return text.trim().replace(normalize, ' ').length;
}

/** An element's text, and where each of its links starts and ends in it. */
type LinkedText = { pieces: string[]; length: number; links: LinkSpan[]; open: number[] };
type LinkSpan = { node: DomNode; start: number; end: number; weight: number };

function addText(gathered: LinkedText, text: string): void {
  gathered.pieces.push(text);
  gathered.length += text.length;
}

function openLink(gathered: LinkedText, link: DomElement, hashUrl: RegExp): void {
  const href = link.getAttribute('href');
  gathered.open.push(gathered.links.length);
  gathered.links.push({
    node: link,
    start: gathered.length,
    end: gathered.length,
    weight: href && hashUrl.test(href) ? 0.3 : 1,
  });
}

/** Ends the innermost open link if `closing` is that link. */
function closeLink(gathered: LinkedText, closing: DomNode): void {
  const { open, links } = gathered;
  if (open.length && links[open[open.length - 1]!]!.node === closing)
    links[open.pop()!]!.end = gathered.length;
}

/** Gathers along linkedom's chain: a link ends at its end marker. */
function gatherAlongChain(
  element: DomElement,
  { next: NEXT, end: END }: ChainKeys,
  hashUrl: RegExp,
): LinkedText {
  const gathered: LinkedText = { pieces: [], length: 0, links: [], open: [] };
  const chain = element as unknown as Record<symbol, DomNode>;
  const stop = chain[END];
  let node = chain[NEXT];
  const ends: DomNode[] = [];
  while (node && node !== stop) {
    const type = node.nodeType;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) addText(gathered, node.textContent!);
    else if (type === ELEMENT_NODE && (node as DomElement).localName === 'a') {
      openLink(gathered, node as DomElement, hashUrl);
      ends.push((node as unknown as Record<symbol, DomNode>)[END]!);
    } else if (ends.length && node === ends[ends.length - 1]) {
      ends.pop();
      gathered.links[gathered.open.pop()!]!.end = gathered.length;
    }
    node = (node as unknown as Record<symbol, DomNode>)[NEXT]!;
  }
  return gathered;
}

/** The same through the DOM's own child and sibling links. */
function gatherAlongTree(element: DomElement, hashUrl: RegExp): LinkedText {
  const gathered: LinkedText = { pieces: [], length: 0, links: [], open: [] };
  let node: DomNode | null = element.firstChild;
  while (node) {
    const type = node.nodeType;
    let child: DomNode | null = null;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) {
      addText(gathered, node.textContent!);
    } else if (type === ELEMENT_NODE) {
      const el = node as DomElement;
      if (el.localName === 'a') openLink(gathered, el, hashUrl);
      child = el.firstChild;
      if (!child) closeLink(gathered, node);
    }
    if (child) {
      node = child;
      continue;
    }
    while (node && node !== element && !node.nextSibling) {
      node = node.parentNode;
      if (node && node !== element) closeLink(gathered, node);
    }
    node = node && node !== element ? node.nextSibling : null;
  }
  return gathered;
}

/**
 * Readability's link density: the share of an element's text inside its links, a link to "#…"
 * counting 0.3. A link's text is a slice of the element's, so one walk gathers the element's text
 * and where each link (<a>, nested ones too, in document order) starts and ends in it.
 */
function getLinkDensity(this: ReadabilityRegexps, element: DomElement): number {
  const { normalize, hashUrl } = this.REGEXPS as { normalize: RegExp; hashUrl: RegExp };
  const keys = chainKeysOf(element);
  const { pieces, links } = keys
    ? gatherAlongChain(element, keys, hashUrl)
    : gatherAlongTree(element, hashUrl);
  const text = pieces.join('');
  const textLength = innerTextLength(text, normalize);
  if (textLength === 0) return 0;
  let linkLength = 0;
  for (const link of links)
    linkLength += innerTextLength(text.slice(link.start, link.end), normalize) * link.weight;
  return linkLength / textLength;
}

/** Whether linkedom gives a page without <base> a null base URI (what the shortcut relies on). */
let baseUriNullWithoutBase: boolean | undefined;
function baseUriIsNullWithoutBase(): boolean {
  baseUriNullWithoutBase ??=
    (
      parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as {
        baseURI: unknown;
      }
    ).baseURI === null;
  return baseUriNullWithoutBase;
}

const BASE = new Set(['base']);

/**
 * Readability's step, on a page without <base>: no URL can be resolved against a null base, so
 * links and media keep their URLs (the sanitizer resolves them against the page), and only links
 * to `javascript:` go, their content kept: a lone text child as text, anything else in a <span>.
 */
function unwrapScriptLinks(article: DomElement): void {
  for (const link of elementsWithTags(article, ['a'])) {
    const href = link.getAttribute('href');
    if (!href || !href.startsWith('javascript:')) continue;
    const doc = link.ownerDocument;
    const only = link.childNodes.length === 1 ? link.childNodes[0]! : null;
    if (only && only.nodeType === TEXT_NODE) {
      link.parentNode!.replaceChild(doc.createTextNode(link.textContent ?? ''), link);
    } else {
      const span = doc.createElement('span');
      while (link.firstChild) span.appendChild(link.firstChild);
      link.parentNode!.replaceChild(span, link);
    }
  }
}

type ReadabilityInternals = ReadabilityRegexps & {
  _doc?: DomDocument;
  _isProbablyVisible?: unknown;
  _getAllNodesWithTag?: unknown;
  _isValidByline?: unknown;
  _isElementWithoutContent?: unknown;
  _getLinkDensity?: unknown;
  _fixRelativeUris?: unknown;
  _cleanConditionally?: unknown;
  _removeNodes?: unknown;
  _getInnerText?: unknown;
  /** Whether _cleanConditionally is running (cleanConditionallyMemoized). */
  _judging?: boolean;
  /** Texts already measured while one node is judged. */
  _judgedTexts?: Map<DomNode, string> | null;
  _grabArticle?: unknown;
  parse?: unknown;
  _debug?: unknown;
};

type GrabArticle = (this: ReadabilityInternals, page?: DomElement | null) => DomElement | null;

/** Gives `el` its own innerHTML property until `forget` takes it away again. */
function shadowInnerHtml(el: DomElement, get: () => string): void {
  Object.defineProperty(el, 'innerHTML', { configurable: true, get });
}

function forget(el: DomElement): void {
  delete (el as { innerHTML?: string }).innerHTML;
}

function ownsInnerHtml(el: DomElement): boolean {
  return Object.prototype.hasOwnProperty.call(el, 'innerHTML');
}

/**
 * Readability serializes its pick as soon as it has it, only to build a log line it drops when
 * not debugging. The pick's innerHTML, read once right after, answers empty that one time.
 */
function grabArticleWithoutLogMarkup(original: GrabArticle): GrabArticle {
  return function (page) {
    const pick = original.call(this, page);
    if (pick && !ownsInnerHtml(pick)) {
      shadowInnerHtml(pick, () => {
        forget(pick);
        return '';
      });
    }
    return pick;
  };
}

/** Takes back the pick's one empty innerHTML should Readability not have read it. */
function parseWithoutShadows(
  original: (this: ReadabilityInternals) => unknown,
): (this: ReadabilityInternals) => unknown {
  return function () {
    const result = original.call(this) as { content?: unknown } | null;
    const content = result?.content as DomElement | undefined;
    if (content && typeof content === 'object' && ownsInnerHtml(content)) forget(content);
    return result;
  };
}

type NodeFilter = (this: ReadabilityInternals, node: DomNode, i: number, list: unknown) => boolean;
type RemoveNodes = (this: ReadabilityInternals, list: unknown, filter?: NodeFilter) => void;
type GetInnerText = (this: ReadabilityInternals, el: DomNode, normalizeSpaces?: boolean) => string;

/**
 * Readability's _cleanConditionally judges each node by reading its text up to five times (list
 * share, commas, ad words, two text densities) and that of its lists twice. Judging only reads
 * the tree (a node found wanting is removed after its verdict), so while one node is judged each
 * element's normalised text is measured once; the memo is dropped before the next node. The
 * instance's own properties are set once, before parsing (deleting one would slow every read).
 */
function cleanConditionallyMemoized(
  original: (this: ReadabilityInternals, e: DomElement, tag: string) => void,
): (this: ReadabilityInternals, e: DomElement, tag: string) => void {
  return function (e, tag) {
    this._judging = true;
    try {
      original.call(this, e, tag);
    } finally {
      this._judging = false;
    }
  };
}

/** Readability's _removeNodes; while cleaning conditionally, each verdict gets a fresh memo. */
function removeNodesMemoized(original: RemoveNodes): RemoveNodes {
  return function (list, filter) {
    if (!filter || !this._judging) return original.call(this, list, filter);
    original.call(this, list, function (node, i, nodes) {
      this._judgedTexts = new Map();
      try {
        return filter.call(this, node, i, nodes);
      } finally {
        this._judgedTexts = null;
      }
    });
  };
}

/** Readability's _getInnerText, answered from the memo while a node is judged. */
function getInnerTextMemoized(original: GetInnerText): GetInnerText {
  return function (el, normalizeSpaces) {
    const memo = this._judgedTexts;
    if (!memo || normalizeSpaces === false) return original.call(this, el, normalizeSpaces);
    let text = memo.get(el);
    if (text === undefined) {
      text = original.call(this, el, normalizeSpaces);
      memo.set(el, text);
    }
    return text;
  };
}

function fixRelativeUrisOnLinkedom(
  original: (this: ReadabilityInternals, article: DomElement) => void,
): (this: ReadabilityInternals, article: DomElement) => void {
  return function (article) {
    const doc = this._doc;
    if (!doc || hasElementWithTags(doc, BASE) || !baseUriIsNullWithoutBase()) {
      original.call(this, article);
      return;
    }
    unwrapScriptLinks(article);
  };
}

export function useLinkedomShortcuts(reader: object): void {
  const internals = reader as ReadabilityInternals;
  if (
    typeof internals._grabArticle === 'function' &&
    typeof internals.parse === 'function' &&
    !internals._debug
  ) {
    internals._grabArticle = grabArticleWithoutLogMarkup(internals._grabArticle as GrabArticle);
    internals.parse = parseWithoutShadows(
      internals.parse as (this: ReadabilityInternals) => unknown,
    );
  }
  if (typeof internals._isProbablyVisible === 'function')
    internals._isProbablyVisible = isProbablyVisible;
  if (typeof internals._getAllNodesWithTag === 'function')
    internals._getAllNodesWithTag = elementsWithTags;
  if (
    typeof internals._isValidByline === 'function' &&
    internals.REGEXPS?.byline instanceof RegExp &&
    !internals.REGEXPS.byline.global
  )
    internals._isValidByline = isValidByline;
  if (typeof internals._isElementWithoutContent === 'function')
    internals._isElementWithoutContent = isElementWithoutContent;
  if (
    typeof internals._getLinkDensity === 'function' &&
    internals.REGEXPS?.normalize instanceof RegExp &&
    internals.REGEXPS.hashUrl instanceof RegExp &&
    !internals.REGEXPS.hashUrl.global
  )
    internals._getLinkDensity = getLinkDensity;
  if (
    typeof internals._cleanConditionally === 'function' &&
    typeof internals._removeNodes === 'function' &&
    typeof internals._getInnerText === 'function'
  ) {
    internals._judging = false;
    internals._judgedTexts = null;
    internals._cleanConditionally = cleanConditionallyMemoized(
      internals._cleanConditionally as (
        this: ReadabilityInternals,
        e: DomElement,
        tag: string,
      ) => void,
    );
    internals._removeNodes = removeNodesMemoized(internals._removeNodes as RemoveNodes);
    internals._getInnerText = getInnerTextMemoized(internals._getInnerText as GetInnerText);
  }
  if (typeof internals._fixRelativeUris === 'function')
    internals._fixRelativeUris = fixRelativeUrisOnLinkedom(
      internals._fixRelativeUris as (this: ReadabilityInternals, article: DomElement) => void,
    );
  usePrepShortcuts(reader);
}
