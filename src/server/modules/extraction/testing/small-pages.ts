// Test helpers: prose and pages written for the extraction tests (never copied from the
// labelled sets), shared so each rule's test reads only what it is about.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { DomDocument, DomElement } from '../dom-types';

export const FERRY_SENTENCE =
  'The ferry crossed the bay twice a day until the storm took its landing stage in the spring. ';

/** A paragraph of three sentences, numbered so a test can tell which one survived. */
export const ferryParagraph = (n: number): string => `<p>${FERRY_SENTENCE.repeat(3)}(${n})</p>`;

/** `count` numbered paragraphs of two lines each, one `<p>` a line. */
export function riverProse(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i + 1} follows the river down the canyon, past the old mill and the ferry ` +
      `landing, where the water slows and the walls rise a little higher with every bend.</p>`,
  ).join('\n');
}

/** A whole page holding `bodyHtml`, parsed as the extractor parses pages. */
export function pageWithBody(bodyHtml: string): DomDocument {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${bodyHtml}</body></html>`);
  return document as unknown as DomDocument;
}

/** Readability over `html` with the extractor's scoring options, its pick kept as a tree. */
export function readabilityKeepingTree(html: string): Readability<DomElement> {
  const { document } = parseHTML(html);
  return new Readability<DomElement>(document as never, {
    charThreshold: 500,
    nbTopCandidates: 5,
    keepClasses: true,
    serializer: (node) => node as unknown as DomElement,
  });
}
