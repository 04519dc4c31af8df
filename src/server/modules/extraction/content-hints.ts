// A second opinion for short posts. When no block on the page reaches Readability's 500-character
// threshold (a photo post, a video with two lines of text), Readability returns its best failed
// attempt, which is often the blog's "about me" box or the footer. Publishing tools mark the
// post body far more reliably than that: schema.org's articleBody, WordPress's entry-content,
// Blogger's post-body, and the headline sits right above the post.

import { normalizedText, unlinkedTextLength, type DomDocument, type DomElement } from './dom-types';
import { titleWords, withHeadlineSegments } from './title-segments';

/** Class/id tokens that CMSs and themes put on the post body. */
const CONTENT_TOKEN =
  /^(?:entry-?content|entry_content|entry-?body|entry-?text|post-?content|post_content|post-?body|postbody|post-?entry|post-?text|article-?body|articlebody|article-?content|article-?text|article__body|story-?body|storybody|story-?content|blog-?post-?body|main-?content|content-?body|single-?post-?content|td-post-content|field-?name-?body)$/i;

/** Whether the page marks this element as the post body (articleBody, entry-content, post-body…). */
export function isMarkedContent(el: DomElement): boolean {
  const itemprop = el.getAttribute('itemprop');
  if (itemprop && /articlebody/i.test(itemprop)) return true;
  const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
  // Every CONTENT_TOKEN holds one of these; most elements have no such name at all.
  if (!MAYBE_CONTENT_NAME.test(names)) return false;
  return names.split(/\s+/).some((token) => token !== '' && CONTENT_TOKEN.test(token));
}

const MAYBE_CONTENT_NAME = /content|body|text|entry/i;

/** The marked post body with the most text, if the page marks one. */
function markedContent(root: DomElement): DomElement | null {
  let best: DomElement | null = null;
  let bestLength = 0;
  const visit = (el: DomElement): void => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (isMarkedContent(child)) {
        const length = normalizedText(child).length;
        if (length > bestLength) {
          best = child;
          bestLength = length;
        }
      } else {
        visit(child);
      }
    }
  };
  visit(root);
  return best;
}

const MIN_TEXT_BESIDE_HEADLINE = 40;

/**
 * The smallest block around the headline that also holds some text of its own. The headline is
 * looked for in h1, then h2, then h3: many blog themes give the site's name the h1 and a post's
 * title an h3.
 */
function headlineContainer(root: DomElement, titles: string[]): DomElement | null {
  // "Site » Section » Headline": the headline part counts as a title of its own.
  const wanted = withHeadlineSegments(titles, root)
    .map(titleWords)
    .filter((t) => t.length >= 10);
  if (wanted.length === 0) return null;
  const headings = Array.from(root.getElementsByTagName('h1')).concat(
    Array.from(root.getElementsByTagName('h2')),
    Array.from(root.getElementsByTagName('h3')),
  );
  for (const heading of headings) {
    const headline = titleWords(heading.textContent ?? '');
    // The headline is the title, or most of it ("Headline | Site"); a logo <h1> holding only the
    // site's name is not.
    const isHeadline = wanted.some(
      (t) => headline.includes(t) || (t.includes(headline) && headline.length >= 0.6 * t.length),
    );
    if (headline.length < 10 || !isHeadline) continue;
    // Text outside links: a byline of links beside the headline is not yet the post.
    const headlineLength = unlinkedTextLength(heading);
    for (let el = heading.parentElement; el && el !== root; el = el.parentElement) {
      if (unlinkedTextLength(el) - headlineLength >= MIN_TEXT_BESIDE_HEADLINE) return el;
    }
    return null;
  }
  return null;
}

/** The post body by the page's own markup, or the block around its headline; null if neither. */
export function findHintedContent(doc: DomDocument, titles: string[]): DomElement | null {
  const body = doc.body;
  if (!body) return null;
  return markedContent(body) ?? headlineContainer(body, titles);
}

/** Share of `inner`'s words that also occur in `outer` (0 when `inner` has none). */
export function wordOverlap(inner: string, outer: string): number {
  return shareOfWords(wordsOf(inner), wordsOf(outer));
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A text's words as wordOverlap compares them: lower-cased runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Share of `inner` (words) that also occur in `outer` (0 when `inner` is empty). */
export function shareOfWords(inner: string[], outer: string[]): number {
  if (inner.length === 0) return 0;
  const pool = new Set(outer);
  let shared = 0;
  for (const word of inner) if (pool.has(word)) shared++;
  return shared / inner.length;
}
