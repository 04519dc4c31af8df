// The article as plain text, laid out the way a reader sees it: one paragraph per block,
// blank lines between blocks, line breaks kept, runs of spaces and of 3+ line breaks collapsed.
// Code blocks keep their own spacing.

import { isElement, spacedText, tagOf, type DomElement, type DomNode } from './dom-types';

const PARAGRAPH_BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'figure',
  'table',
  'ul',
  'ol',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'address',
  'details',
  'fieldset',
  'form',
  'center',
]);

const LINE_BLOCKS = new Set([
  'li',
  'dt',
  'dd',
  'tr',
  'figcaption',
  'summary',
  'caption',
  'legend',
  'option',
]);

const CELLS = new Set(['td', 'th']);

// Ruby's readings (<rt>, and <rp> for browsers without ruby) guide pronunciation over the words;
// read into the text, they split each word in two for search and for a summary.
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'rt', 'rp']);

// Private-use markers for "a break goes here", resolved after the walk.
const PARAGRAPH = '\uE000';
const LINE = '\uE001';
const PRE_LINE = '\uE002';
const MARKER = /[\uE000-\uE002]/;
const MARKERS = /[\uE000-\uE002]/g;

function walk(node: DomNode, out: string[], inPre: boolean): void {
  if (!isElement(node)) {
    if (node.nodeType === 3) {
      let text = node.textContent ?? '';
      // A test first: the replace is a call per text node, and nearly none holds a marker.
      if (MARKER.test(text)) text = text.replace(MARKERS, '');
      if (inPre) {
        out.push(text.replace(/\r\n?|\n/g, PRE_LINE));
      } else {
        const collapsed = spacedText(text);
        // Two text nodes side by side ("a " + " b") must not make a double space.
        const previous = out[out.length - 1];
        out.push(
          collapsed.startsWith(' ') && previous?.endsWith(' ') ? collapsed.slice(1) : collapsed,
        );
      }
    }
    return;
  }
  const tag = tagOf(node);
  if (SKIPPED.has(tag)) return;
  if (tag === 'br') {
    out.push(LINE);
    return;
  }
  if (tag === 'img') {
    return;
  }
  if (CELLS.has(tag)) out.push(' '); // cells sit side by side; the row is the line
  const breakAround = PARAGRAPH_BLOCKS.has(tag) ? PARAGRAPH : LINE_BLOCKS.has(tag) ? LINE : '';
  if (breakAround) out.push(breakAround);
  const pre = inPre || tag === 'pre';
  for (let child = node.firstChild; child; child = child.nextSibling) walk(child, out, pre);
  if (breakAround) out.push(breakAround);
}

export function toPlainText(root: DomElement): string {
  const out: string[] = [];
  for (let child = root.firstChild; child; child = child.nextSibling) walk(child, out, false);
  // A run of block markers becomes one blank line (or one line break if no paragraph block is
  // in it), eating the spaces around it; line breaks inside <pre> keep the indentation after them.
  const text = out
    .join('')
    .replace(/[^\S\n]*(?:[\uE000\uE001][^\S\n]*)+/g, (run) =>
      run.includes(PARAGRAPH) ? '\n\n' : '\n',
    );
  // Most articles have no <pre>: a search for the marker is cheaper than the expression, which
  // tries at every space.
  return (text.includes(PRE_LINE) ? text.replace(/[^\S\n]*\uE002/g, '\n') : text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
