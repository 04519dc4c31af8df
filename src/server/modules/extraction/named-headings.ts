// Section headings that Readability would remove by their name alone. Before scoring, Readability
// removes any block whose class or id looks like furniture to it (unlikely-names.ts), and a
// heading is often named for what it is: `id="cc-m-header-…"`, or a site builder's
// `<div class="module j-header"><h2>…</h2></div>` box around it. The article then reads without
// its section headings. A heading whose box holds nothing else, that sits in the block holding a
// real share of the page's prose and opens a paragraph's worth of prose, is a section heading
// whatever its name, so its name and its box's are taken away before Readability scores the page.
// Widget headings in a sidebar ("Latest stories" over teasers) sit in small blocks and stay named.

import {
  elementsWithTags,
  HEADING_TAGS,
  normalizedText,
  onlyElementChild,
  unlinkedTextLength,
  type DomDocument,
  type DomElement,
} from './dom-types';
import { isNamedUnlikely } from './unlikely-names';

/** Text outside links in the block after the heading: at least a short paragraph. */
const MIN_PROSE_AFTER = 100;
/** The heading's container holds at least this share of the page's text outside links. */
const MIN_PAGE_SHARE = 0.3;
/**
 * Named headings weighed per page. Each costs a count of the text after it and around it, so a
 * hostile page of thousands of nested named headings would cost quadratic time.
 */
const MAX_WEIGHED = 100;

/** The heading and the wrappers around it that hold nothing else, innermost first. */
function headingBox(heading: DomElement): DomElement[] {
  const box = [heading];
  let up = heading.parentElement;
  while (up && onlyElementChild(up) === box[box.length - 1]) {
    box.push(up);
    up = up.parentElement;
  }
  return box;
}

/** Unnames the section headings Readability would drop by name; returns how many. */
export function keepNamedHeadings(doc: DomDocument): number {
  const body = doc.body;
  if (!body) return 0;
  let pageProse = -1; // counted only once a named heading is found
  // Many headings share a container: its text is counted once (a hostile page has thousands).
  const containerProse = new Map<DomElement, number>();
  let kept = 0;
  let weighed = 0;
  for (const heading of elementsWithTags(body, HEADING_TAGS)) {
    const box = headingBox(heading);
    const named = box.filter(isNamedUnlikely);
    if (named.length === 0 || !normalizedText(heading)) continue;
    if (++weighed > MAX_WEIGHED) break;
    const top = box[box.length - 1]!;
    const next = top.nextElementSibling;
    if (!next || unlinkedTextLength(next) < MIN_PROSE_AFTER) continue;
    if (pageProse < 0) pageProse = unlinkedTextLength(body);
    const container = top.parentElement;
    if (!container) continue;
    let prose = containerProse.get(container);
    if (prose === undefined) containerProse.set(container, (prose = unlinkedTextLength(container)));
    if (prose < MIN_PAGE_SHARE * pageProse) continue;
    for (const el of named) {
      el.removeAttribute('class');
      el.removeAttribute('id');
    }
    kept++;
  }
  return kept;
}
