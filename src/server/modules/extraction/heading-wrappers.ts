// A section heading often sits alone in a wrapper (`<div><h2>Comments</h2></div>`) while the
// section it opens follows the wrapper, not the heading. The cut must start at the wrapper.
import { onlyElementChild, type DomElement } from './dom-types';

/**
 * The outermost ancestor of `heading` (below `root`) that holds nothing but the heading: no other
 * element and no text of its own. The heading itself when its parent holds more.
 */
export function outermostHeadingWrapper(heading: DomElement, root: DomElement): DomElement {
  let start = heading;
  for (
    let parent = start.parentElement;
    parent && parent !== root && onlyElementChild(parent) === start;
    parent = parent.parentElement
  ) {
    start = parent;
  }
  return start;
}
