// Readability asks every element it passes for its tagName, often several times ("DIV", "P",
// "A" comparisons in each of its walks). linkedom answers by upper-casing the element's name on
// every read, a new string each time. The upper-case forms of the few names a page uses are
// kept here instead; the answer is the same string, and a document that keeps case (XML) still
// gets the name as it is.

import { Element, parseHTML } from 'linkedom';
import { ownCopy } from './name-verdicts';

type Named = {
  localName: string;
  ownerDocument: Record<symbol, { ignoreCase?: unknown } | undefined>;
};

let installed = false;

/** Upper-case names already made; bounded, since a page may invent any number of tag names. */
const upperCase = new Map<string, string>();
const MAX_NAMES = 512;

function upperCaseOf(name: string): string {
  let upper = upperCase.get(name);
  if (upper === undefined) {
    upper = name.toUpperCase();
    // A copy of the key: a long name sliced from a page would keep the whole page alive.
    if (upperCase.size < MAX_NAMES) upperCase.set(ownCopy(name), upper);
  }
  return upper;
}

/** The symbol under which linkedom keeps a document's kind (whether names ignore case). */
function mimeKeyOf(doc: object): symbol | null {
  return Object.getOwnPropertySymbols(doc).find((s) => s.description === 'mime') ?? null;
}

/**
 * Answers tagName and nodeName from kept upper-case names; false if linkedom's Element is not
 * shaped as expected (no such getters, or no document kind to read), and nothing is replaced.
 */
export function keepUpperCaseTagNames(): boolean {
  if (installed) return true;
  const probe = parseHTML('<!DOCTYPE html><html></html>').document as object;
  const proto = (Element as unknown as { prototype: object }).prototype;
  const tagName = Object.getOwnPropertyDescriptor(proto, 'tagName');
  const nodeName = Object.getOwnPropertyDescriptor(proto, 'nodeName');
  const MIME = mimeKeyOf(probe);
  const kind = MIME && (probe as Record<symbol, unknown>)[MIME];
  if (!tagName?.get || !nodeName?.get || !MIME || typeof kind !== 'object' || kind === null)
    return false;
  if (typeof (kind as { ignoreCase?: unknown }).ignoreCase !== 'boolean') return false;
  function get(this: Named): string {
    const name = this.localName;
    return this.ownerDocument[MIME!]?.ignoreCase ? upperCaseOf(name) : name;
  }
  Object.defineProperty(proto, 'tagName', { ...tagName, get });
  Object.defineProperty(proto, 'nodeName', { ...nodeName, get });
  installed = true;
  return true;
}
