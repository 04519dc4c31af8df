// Links to other stories left at the end of the chosen article, found by their shape rather than
// their wording, so the rule holds in any language (issue #20): a short label that introduces
// what follows ("Weiterlesen:", "Read also:", a heading) and then blocks that are each nothing
// but one headline-length link. Only near the end of the article, and only with a label: the
// labelled sets disagree about such links within the story, about unlabelled runs and about a
// label and its link in one paragraph ("Image credit: <a>…</a>"), so those stay.

import {
  isElement,
  normalizedText,
  SUBHEADING_TAGS,
  tagOf,
  TEXT_NODE,
  type DomElement,
  type DomNode,
} from './dom-types';

/** Blocks that stand alone as one line of a list of links. */
const LINK_LINE_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'blockquote', 'h3', 'h4', 'h5']);
const LABEL_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A headline, not a bare "here" or a name: words a link needs to read as a story's title. */
const HEADLINE_MIN_WORDS = 3;
const MAX_LABEL_CHARS = 80;
/** Within this share, a block's text is its link's text (stray punctuation, an arrow). */
const LINKED_SHARE = 0.9;
/** A label ends like an introduction: a colon, a question, an ellipsis. */
const LABEL_ENDING = /[:?…]\s*$/u;
/** Less text than this after the links (a sign-off, "follow us"): they follow the story. */
const MAX_TEXT_AFTER = 500;

function wordCount(text: string): number {
  return text ? text.split(' ').length : 0;
}

/** A block that is nothing but one link with a headline's words. */
function isLinkLine(el: DomElement): boolean {
  if (!LINK_LINE_TAGS.has(tagOf(el))) return false;
  const links = el.getElementsByTagName('a');
  if (links.length !== 1) return false;
  const text = normalizedText(el);
  return (
    wordCount(text) >= HEADLINE_MIN_WORDS &&
    normalizedText(links[0]!).length >= LINKED_SHARE * text.length
  );
}

/** A short unlinked heading, or a short line ending like an introduction. */
function isLabel(el: DomElement | null): el is DomElement {
  if (!el || !LABEL_TAGS.has(tagOf(el))) return false;
  const text = normalizedText(el);
  if (!text || text.length > MAX_LABEL_CHARS) return false;
  if (el.getElementsByTagName('a').length > 0) return false;
  return SUBHEADING_TAGS.has(tagOf(el)) || LABEL_ENDING.test(text);
}

/** The element before `el`, when only whitespace separates them. */
function previousBlock(el: DomElement): DomElement | null {
  for (let node = el.previousSibling; node; node = node.previousSibling) {
    if (isElement(node)) return node;
    if (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim()) return null;
  }
  return null;
}

/** Whether less than MAX_TEXT_AFTER characters of text follow `el` before the end of `root`. */
function endsArticle(el: DomElement, root: DomElement): boolean {
  let count = 0;
  const visit = (node: DomNode): void => {
    if (node.nodeType === TEXT_NODE) count += (node.textContent ?? '').trim().length;
    else for (let c = node.firstChild; c && count < MAX_TEXT_AFTER; c = c.nextSibling) visit(c);
  };
  for (let node: DomNode | null = el; node && node !== root; node = node.parentNode) {
    for (let next = node.nextSibling; next && count < MAX_TEXT_AFTER; next = next.nextSibling)
      visit(next);
  }
  return count < MAX_TEXT_AFTER;
}

/** Removes the labelled links starting at `first`; returns the element after them. */
function removeLinkRun(first: DomElement, root: DomElement): DomElement | null {
  const run: DomElement[] = [];
  let end: DomElement | null = first;
  while (end && isLinkLine(end)) {
    run.push(end);
    end = end.nextElementSibling;
  }
  const label = previousBlock(first);
  if (isLabel(label) && endsArticle(run[run.length - 1]!, root)) {
    for (const el of run) el.remove();
    label.remove();
  }
  return end;
}

function walk(parent: DomElement, root: DomElement): void {
  let child = parent.firstElementChild;
  while (child) {
    if (isLinkLine(child)) {
      child = removeLinkRun(child, root);
      continue;
    }
    if (child.firstElementChild) walk(child, root);
    child = child.nextElementSibling;
  }
}

/** Removes labelled lists of links to other stories from the end of the chosen article. */
export function removeStoryLinks(article: DomElement): void {
  walk(article, article);
}
