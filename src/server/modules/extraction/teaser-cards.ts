// Teaser cards for other stories left inside the chosen article, found by their shape so the
// rule holds in any language (issue #20): a link that wraps both a picture and a headline (the
// whole card is one link), or a run of small <article> elements that each hold a picture and a
// link ("Zum Weiterlesen" boxes whose cards link only their "more" button).

import {
  elementsWithTags,
  hasElementWithTags,
  normalizedText,
  SUBHEADING_TAGS,
  tagOf,
  type DomElement,
} from './dom-types';

const PICTURE_TAGS: ReadonlySet<string> = new Set(['img', 'picture']);
const LINK_TAGS: ReadonlySet<string> = new Set(['a']);
const ARTICLE_TAGS: ReadonlySet<string> = new Set(['article']);
/** A headline, not a bare caption word or a name. */
const HEADLINE_MIN_WORDS = 3;
/** A card holds a headline and a short summary; a longer nested <article> is a story itself. */
const MAX_CARD_CHARS = 600;
/**
 * Cards sit a few levels below the article. Looking no deeper bounds the work on hostile markup
 * (thousands of unclosed links or articles nest inside each other): each element is read for at
 * most this many candidates around it.
 */
const MAX_CARD_DEPTH = 40;

function wordCount(text: string): number {
  return text ? text.split(' ').length : 0;
}

/**
 * Whether `el` sits at most MAX_CARD_DEPTH levels below `root` with no element of its own tag
 * in between: the outermost link, not one the parser nested in an unclosed link.
 */
function isOutermostNear(el: DomElement, root: DomElement): boolean {
  const tag = tagOf(el);
  let up = el.parentElement;
  for (let depth = 1; up && depth <= MAX_CARD_DEPTH; depth++, up = up.parentElement) {
    if (up === root) return true;
    if (tagOf(up) === tag) return false;
  }
  return false;
}

/** A link to a picture file: the larger version of a picture in the story, caption and all. */
const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)/i;

/** A link around a picture and a headline: one card pointing at another page. */
function isCardLink(link: DomElement): boolean {
  return (
    hasElementWithTags(link, PICTURE_TAGS) &&
    wordCount(normalizedText(link)) >= HEADLINE_MIN_WORDS &&
    !PICTURE_FILE.test(link.getAttribute('href') ?? '')
  );
}

/** A short nested <article> with a picture and a link. */
export function isCardArticle(el: DomElement): boolean {
  return (
    normalizedText(el).length <= MAX_CARD_CHARS &&
    hasElementWithTags(el, PICTURE_TAGS) &&
    hasElementWithTags(el, LINK_TAGS)
  );
}

function showsNothing(el: DomElement): boolean {
  return !normalizedText(el) && !hasElementWithTags(el, PICTURE_TAGS);
}

/**
 * The heading over a list of cards ("Zum Weiterlesen", "More on this") goes with them: from the
 * emptied list, climb the blocks left empty and drop the heading just before the outermost one.
 */
function removeEmptiedSection(list: DomElement, article: DomElement): void {
  let block = list;
  for (let depth = 0; depth < MAX_CARD_DEPTH; depth++) {
    const up = block.parentElement;
    if (!up || up === article || !showsNothing(up)) break;
    block = up;
  }
  if (!showsNothing(block)) return;
  const heading = block.previousElementSibling;
  if (heading && SUBHEADING_TAGS.has(tagOf(heading))) heading.remove();
  block.remove();
}

/** Removes teaser cards from the chosen article. */
export function removeTeaserCards(article: DomElement): void {
  const articles = elementsWithTags(article, ARTICLE_TAGS).filter((el) =>
    isOutermostNear(el, article),
  );
  const cards = new Set(articles.filter(isCardArticle));
  // One card on its own may be the story's own box; two side by side are a list of stories.
  const listed = Array.from(cards).filter((card) => {
    const before = card.previousElementSibling;
    const after = card.nextElementSibling;
    return (before && cards.has(before)) || (after && cards.has(after));
  });
  const lists = new Set<DomElement>();
  for (const card of listed) {
    if (card.parentElement) lists.add(card.parentElement);
    card.remove();
  }
  for (const list of lists) if (list.parentNode) removeEmptiedSection(list, article);
  for (const link of elementsWithTags(article, LINK_TAGS))
    if (isOutermostNear(link, article) && isCardLink(link)) link.remove();
}
