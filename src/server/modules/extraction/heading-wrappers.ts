// A section heading often sits alone in a wrapper (`<div><h2>Comments</h2></div>`) while the
// section it opens follows the wrapper, not the heading. The cut must start at the wrapper.
import { isElement, TEXT_NODE } from './dom-types';
import type { DomElement } from './dom-types';

/**
 * The outermost ancestor of `heading` (below `root`) that holds nothing but the heading: no other
 * element and no text of its own. The heading itself when its parent holds more.
 */
export function outermostHeadingWrapper(heading: DomElement, root: DomElement): DomElement {
  let start = heading;
  for (
    let parent = start.parentElement;
    parent && parent !== root && holdsOnly(parent, start);
    parent = parent.parentElement
  ) {
    start = parent;
  }
  return start;
}

/**
 * Whether `child` is the only element in `parent`, beside blank text (and markup comments).
 * Looks one level deep only.
 */
function holdsOnly(parent: DomElement, child: DomElement): boolean {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node === child) continue;
    if (isElement(node)) return false;
    if (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim() !== '') return false;
  }
  return true;
}
