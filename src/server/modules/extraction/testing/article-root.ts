// Test helper: an article's markup parsed into a root element, as the in-article cleanup gets it
// from Readability, and the plain text a cleanup rule leaves of it.

import { parseHTML } from 'linkedom';
import type { DomElement } from '../dom-types';
import { toPlainText } from '../plain-text';

/** The article's markup inside a `<div id="root">` of a whole page, and that div. */
export function articleRoot(articleHtml: string): DomElement {
  const { document } = parseHTML(
    `<!DOCTYPE html><html><body><div id="root">${articleHtml}</div></body></html>`,
  );
  return document.getElementById('root') as unknown as DomElement;
}

/** The plain text left of the article after `clean` ran on its root. */
export function textAfter(articleHtml: string, clean: (root: DomElement) => void): string {
  const root = articleRoot(articleHtml);
  clean(root);
  return toPlainText(root);
}
