// An element's className is read everywhere in extraction: Readability weighs every candidate by
// it, and the cleanup judges blocks by their names. linkedom answers it from the element's
// DOMTokenList, spreading the token set into an array and joining it on every read. Its class
// attribute already holds that very string: linkedom writes the tokens back into the attribute
// whenever the class is set (by the parser, setAttribute, className or classList), so reading
// the attribute gives the same answer without building anything.

import { Element } from 'linkedom';

type ClassAttr = { value: string } | null;
type WithClassAttr = { getAttributeNode(name: 'class'): ClassAttr };

let installed = false;

/** Reads className from the class attribute; false if linkedom's Element has no such getter. */
export function readClassNamesFromAttribute(): boolean {
  if (installed) return true;
  const proto = (Element as unknown as { prototype: object }).prototype;
  const own = Object.getOwnPropertyDescriptor(proto, 'className');
  if (!own?.get || !own.set) return false;
  Object.defineProperty(proto, 'className', {
    ...own,
    get(this: WithClassAttr): string {
      const attr = this.getAttributeNode('class');
      return attr === null ? '' : attr.value;
    },
  });
  installed = true;
  return true;
}
