// Four of Readability's helpers are slow on linkedom for reasons that have nothing to do with
// reading: `_isProbablyVisible` asks every node for `node.style`, and linkedom builds a full
// CSSStyleDeclaration for each; `_getAllNodesWithTag` calls querySelectorAll, and linkedom compiles
// a CSS selector on every call; `_isValidByline` measures the text of every node it is asked
// about (linkedom walks the whole subtree for textContent) before looking at the cheap signs;
// `_fixRelativeUris` resolves each URL of the pick against a base URI that linkedom gives as null
// on a page without <base>, so every URL costs a thrown exception and comes back unchanged.
// Together they were about 13% of extraction time. This gives one Readability instance
// equivalent versions of all four, with the same results: the same nodes in the same document
// order, the same visibility rule (prepare-html.ts keeps a style attribute only when it hides
// the element, as "display:none"), the same byline rule, the same links.
//
// Readability 0.6.0 is pinned; if a future version renames a method, nothing is replaced and
// Readability simply runs as it is.

import { parseHTML } from 'linkedom';
import {
  elementsWithTags,
  hasElementWithTags,
  TEXT_NODE,
  type DomDocument,
  type DomElement,
} from './dom-types';

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

function isProbablyVisible(node: DomElement): boolean {
  const style = node.getAttribute('style');
  if (style !== null && HIDING_STYLE.test(style)) return false;
  if (node.hasAttribute('hidden')) return false;
  if (node.getAttribute('aria-hidden') !== 'true') return true;
  // Readability keeps hidden "fallback-image" elements (Wikimedia renders maths as those).
  return typeof node.className === 'string' && node.className.includes('fallback-image');
}

/** Readability's byline names (its REGEXPS.byline), read from the instance it runs with. */
type BylineRegexps = { REGEXPS?: { byline?: RegExp } };

/**
 * Readability's byline rule, with the text measured last: a node is a byline when it is marked as
 * the author (rel, itemprop) or named like a byline, and holds 1 to 99 characters of text.
 */
function isValidByline(this: BylineRegexps, node: DomElement, matchString: string): boolean {
  const itemprop = node.getAttribute('itemprop');
  const marked =
    node.getAttribute('rel') === 'author' ||
    (itemprop !== null && itemprop.includes('author')) ||
    this.REGEXPS!.byline!.test(matchString);
  if (!marked) return false;
  const length = (node.textContent ?? '').trim().length;
  return length > 0 && length < 100;
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

type ReadabilityInternals = BylineRegexps & {
  _doc?: DomDocument;
  _isProbablyVisible?: unknown;
  _getAllNodesWithTag?: unknown;
  _isValidByline?: unknown;
  _fixRelativeUris?: unknown;
};

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
  if (typeof internals._fixRelativeUris === 'function')
    internals._fixRelativeUris = fixRelativeUrisOnLinkedom(
      internals._fixRelativeUris as (this: ReadabilityInternals, article: DomElement) => void,
    );
}
