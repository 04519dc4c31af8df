// Two of Readability's helpers are slow on linkedom for reasons that have nothing to do with
// reading: `_isProbablyVisible` asks every node for `node.style`, and linkedom builds a full
// CSSStyleDeclaration for each; `_getAllNodesWithTag` calls querySelectorAll, and linkedom compiles
// a CSS selector on every call. Together they were about 8% of extraction time. This gives one
// Readability instance equivalent versions of both, with the same results: the same nodes in the
// same document order, the same visibility rule (prepare-html.ts keeps a style attribute only
// when it hides the element, as "display:none").
//
// Readability 0.6.0 is pinned; if a future version renames either method, nothing is replaced
// and Readability simply runs as it is.

import { elementsWithTags, type DomElement } from './dom-types';

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

function isProbablyVisible(node: DomElement): boolean {
  const style = node.getAttribute('style');
  if (style !== null && HIDING_STYLE.test(style)) return false;
  if (node.hasAttribute('hidden')) return false;
  if (node.getAttribute('aria-hidden') !== 'true') return true;
  // Readability keeps hidden "fallback-image" elements (Wikimedia renders maths as those).
  return typeof node.className === 'string' && node.className.includes('fallback-image');
}

type ReadabilityInternals = {
  _isProbablyVisible?: unknown;
  _getAllNodesWithTag?: unknown;
};

export function useLinkedomShortcuts(reader: object): void {
  const internals = reader as ReadabilityInternals;
  if (typeof internals._isProbablyVisible === 'function')
    internals._isProbablyVisible = isProbablyVisible;
  if (typeof internals._getAllNodesWithTag === 'function')
    internals._getAllNodesWithTag = elementsWithTags;
}
