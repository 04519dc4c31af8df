// The article text a page states in its JSON-LD (`articleBody`) is a check, never the article:
// it may be a teaser, an older version, another article's, or markup. It is used only to find
// the element on the page that shows it, when Canyon's pick keeps far less than the page states
// (issue #20's catastrophic pages). Found means: one element holds the stated text's first and
// last words in order, and nearly all of its words and characters.

import { wordOverlap } from './content-hints';
import {
  collapsedText,
  isElement,
  TEXT_NODE,
  type DomDocument,
  type DomElement,
  type DomNode,
} from './dom-types';

/** A stated body shorter than Readability's own threshold is a teaser or a summary. */
export const MIN_STATED_CHARS = 500;
/** Words taken from each end of the stated text to look for on the page. */
const PROBE_WORDS = 8;
/** Share of the stated text's characters and words the element must hold. */
const MIN_SHARED = 0.9;
/** Some pages state their body as HTML; its tags are not text the page shows. */
const MARKUP = /<\/?[a-z][^>]*>/gi;

/** The stated body as plain text, or null when it is too short to check a pick against. */
export function statedBodyText(articleBody: string | null): string | null {
  if (!articleBody) return null;
  const text = collapsedText(articleBody.replace(MARKUP, ' '));
  return text.length >= MIN_STATED_CHARS ? text : null;
}

// Whitespace is dropped before comparing: the page's blocks often touch ("end.Next") where the
// stated text has a space or a line break.
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The page's text nodes in document order, and their text squeezed and joined. */
function pageText(root: DomNode): { nodes: DomNode[]; starts: number[]; text: string } {
  const nodes: DomNode[] = [];
  const starts: number[] = [];
  const parts: string[] = [];
  let length = 0;
  let node: DomNode | null = root.firstChild;
  while (node && node !== root) {
    if (node.nodeType === TEXT_NODE) {
      const part = squeezed(node.textContent ?? '');
      if (part) {
        nodes.push(node);
        starts.push(length);
        parts.push(part);
        length += part.length;
      }
    }
    if (node.firstChild) node = node.firstChild;
    else {
      while (node && node !== root && !node.nextSibling) node = node.parentNode;
      node = node && node !== root ? node.nextSibling : null;
    }
  }
  return { nodes, starts, text: parts.join('') };
}

/** The text node holding character `offset` of pageText's joined text. */
function nodeAt(nodes: DomNode[], starts: number[], offset: number): DomNode {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return nodes[low]!;
}

function commonAncestor(a: DomNode, b: DomNode): DomElement | null {
  const above = new Set<DomNode>();
  for (let node: DomNode | null = a; node; node = node.parentNode) above.add(node);
  for (let node: DomNode | null = b; node; node = node.parentNode)
    if (above.has(node)) return isElement(node) ? node : node.parentElement;
  return null;
}

/**
 * The smallest element of `doc` that shows `statedText` (from statedBodyText), or null: the one
 * holding the stated text's first words and, far enough after them, its last words. One walk over the
 * page's text, so a deeply nested page costs no more than a flat one.
 */
export function elementShowing(doc: DomDocument, statedText: string): DomElement | null {
  const words = statedText.split(/\s+/);
  const body = doc.body;
  if (!body || words.length < PROBE_WORDS * 2) return null;
  const head = squeezed(words.slice(0, PROBE_WORDS).join(''));
  const tail = squeezed(words.slice(-PROBE_WORDS).join(''));
  const { nodes, starts, text } = pageText(body);
  const statedChars = squeezed(statedText).length;
  const headAt = text.indexOf(head);
  // The first end far enough from the start to hold nearly all the stated text.
  const tailAt =
    headAt < 0
      ? -1
      : text.indexOf(
          tail,
          Math.max(headAt + head.length, headAt + MIN_SHARED * statedChars - tail.length),
        );
  if (tailAt < 0) return null;
  const found = commonAncestor(
    nodeAt(nodes, starts, headAt),
    nodeAt(nodes, starts, tailAt + tail.length - 1),
  );
  if (!found) return null;
  const shown = found.textContent ?? '';
  return wordOverlap(statedText, shown) >= MIN_SHARED ? found : null;
}
