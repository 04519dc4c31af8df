// getElementsByTagName is Readability's way of counting what a block holds (paragraphs, images,
// list items, tables; several times per candidate) and the emptiness check's (line breaks,
// rules). linkedom's compares each element's name with the asked one and, when they differ,
// once more in upper case: an upper-cased copy of the name of nearly every element under the
// block, on every call. A name asked for with a lower-case letter in it can never equal an
// upper-cased name, so for those the names are compared as they are; any other name takes
// linkedom's own path.

import { Element, NodeList } from 'linkedom';
import { chainKeysOf, ELEMENT_NODE } from './dom-types';

interface Linked {
  readonly nodeType: number;
  readonly localName?: string;
  readonly [key: symbol]: Linked | undefined;
}
type TagLookup = (this: object, tagName: string) => unknown;

let installed = false;

/** Whether `name` can match only elements named exactly so (it holds a lower-case letter). */
function onlyExactMatches(name: string): boolean {
  return name.toUpperCase() !== name;
}

/** Installs the lookup; false if linkedom's elements are not shaped as expected. */
export function listTagsWithoutUpperCasing(): boolean {
  if (installed) return true;
  let owner: object | null = (Element as unknown as { prototype: object }).prototype;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'getElementsByTagName'))
    owner = Object.getPrototypeOf(owner) as object | null;
  const original = owner && (owner as { getElementsByTagName?: unknown }).getElementsByTagName;
  if (!owner || typeof original !== 'function') return false;
  const linkedomLookup = original as TagLookup;
  Object.defineProperty(owner, 'getElementsByTagName', {
    configurable: true,
    writable: true,
    value: function getElementsByTagName(this: object, tagName: string): unknown {
      const keys = chainKeysOf(this);
      if (!keys || typeof tagName !== 'string' || !onlyExactMatches(tagName))
        return linkedomLookup.call(this, tagName);
      const found = new NodeList();
      const stop = (this as Linked)[keys.end];
      let node = (this as Linked)[keys.next];
      while (node && node !== stop) {
        if (node.nodeType === ELEMENT_NODE && node.localName === tagName) found.push(node);
        node = node[keys.next];
      }
      return found;
    },
  });
  installed = true;
  return true;
}
