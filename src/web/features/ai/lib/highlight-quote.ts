import { findQuote } from '@/web/features/ai/lib/find-quote';

// Shows a found quote in the article: scrolled into view and highlighted. The CSS Custom
// Highlight API marks the text without touching the article's nodes; where it is missing,
// the quote's text nodes are wrapped in <mark> (styled by the reader's prose styles).

export const QUOTE_HIGHLIGHT_NAME = 'canyon-quote';
const MARK_ATTRIBUTE = 'data-quote-highlight';

type HighlightRegistryLike = { set: (name: string, highlight: unknown) => void };

function highlightRegistry(): HighlightRegistryLike | null {
  const css = globalThis.CSS as { highlights?: HighlightRegistryLike } | undefined;
  return css?.highlights && typeof globalThis.Highlight === 'function' ? css.highlights : null;
}

function removeMarks(root: ParentNode): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`))) {
    const parent = mark.parentNode;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent?.normalize();
  }
}

/** Wraps every text node piece inside `range` in a <mark>; returns the first one. */
function wrapInMarks(range: Range): HTMLElement | null {
  const root = range.commonAncestorContainer;
  const doc = root.ownerDocument ?? document;
  const texts: Text[] = [];
  if (root.nodeType === Node.TEXT_NODE) texts.push(root as Text);
  else {
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (range.intersectsNode(node)) texts.push(node as Text);
  }
  let first: HTMLElement | null = null;
  for (const text of texts) {
    const start = text === range.startContainer ? range.startOffset : 0;
    const end = text === range.endContainer ? range.endOffset : text.data.length;
    if (end <= start || !text.data.slice(start, end).trim()) continue;
    const piece = text.splitText(start);
    piece.splitText(end - start);
    const mark = doc.createElement('mark');
    mark.setAttribute(MARK_ATTRIBUTE, '');
    piece.replaceWith(mark);
    mark.append(piece);
    first ??= mark;
  }
  return first;
}

function scrollTo(element: Element | null): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * Finds `quote` in the article body `root`, scrolls to it and highlights it (one quote at a
 * time); false when the quote is not there.
 */
export function showQuoteInArticle(root: HTMLElement, quote: string): boolean {
  const registry = highlightRegistry();
  // Earlier marks come out first, so the text nodes the search sees are the article's own.
  if (!registry) removeMarks(root);
  const range = findQuote(root, quote);
  if (!range) return false;
  if (registry) {
    registry.set(QUOTE_HIGHLIGHT_NAME, new Highlight(range));
    const start = range.startContainer;
    scrollTo(start.nodeType === Node.ELEMENT_NODE ? (start as Element) : start.parentElement);
    return true;
  }
  scrollTo(wrapInMarks(range));
  return true;
}
