// What a page puts after its own footer (issue #20): cookie banners, "make us your homepage"
// dialogs, feedback forms, popups, all written at the end of the body and shown over the page.
// None of it is the article, but nothing names it as furniture, and when the pick is a wrapper
// near the body Readability appends such a block beside it. Found by position, so it holds
// whatever the blocks are called and in any language: once the page footer has been left out
// (body-writer.ts), each block that follows is judged as a furniture-named block is: it stays
// for a headline, a marked body or enough prose, and goes otherwise.

import type { TagInfo } from './body-writer';

/** The page footer sits at most this many wrappers below the body… */
const MAX_FOOTER_DEPTH = 3;
/** …and only plain divs wrap it: a footer in a figure, a section or a post is not the page's. */
const FOOTER_WRAPPER = 'div';

/** `<footer>` or role="contentinfo" with only a few plain divs between it and the body. */
export function isPageFooter(tag: TagInfo, openTags: readonly string[]): boolean {
  if (tag.name !== 'footer' && tag.role.toLowerCase() !== 'contentinfo') return false;
  return openTags.length <= MAX_FOOTER_DEPTH && openTags.every((t) => t === FOOTER_WRAPPER);
}

/** Blocks judged after the footer; inline elements stay with whatever holds them. */
const JUDGED_AFTER_FOOTER: ReadonlySet<string> = new Set([
  'div',
  'section',
  'ul',
  'ol',
  'dl',
  'table',
  'center',
  'header',
]);

/** After the page footer, a block outside any judged block is judged as furniture. */
export function judgedAfterFooter(name: string, pastPageFooter: boolean): boolean {
  return pastPageFooter && JUDGED_AFTER_FOOTER.has(name);
}
