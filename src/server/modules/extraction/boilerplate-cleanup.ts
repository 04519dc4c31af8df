// Canyon's cleanup around Readability, aimed at the reader.
//
// Before Readability (cleanPage): drop page furniture with strong signals (nav/aside/footer,
// ARIA roles, hidden blocks, form controls, comment threads, share/related/newsletter/cookie/ad
// blocks by class or id), so Readability neither picks it nor falls back to it on short pages.
// body-writer.ts already left out the clear-cut cases while the HTML was prepared; this pass
// judges the rest with the whole tree in view.
// After Readability: drop what survived inside the chosen article, by the same names and by the
// visible text of short blocks ("Share this", "Subscribe to our newsletter", "Related posts").

import {
  AUTHOR_HEADING,
  BOILERPLATE_OPENING,
  BOILERPLATE_OPENING_MAX_CHARS,
  BOILERPLATE_ROLES,
  BOILERPLATE_TAGS,
  BOILERPLATE_TEXT,
  BOILERPLATE_TEXT_MAX_CHARS,
  COMMENTS_HEADING,
  CONTROL_TAGS,
  FOOTER_CREDIT,
  POST_META_LINE,
  RELATED_HEADING,
  boilerplateKindOfNames,
  type BoilerplateKind,
} from './boilerplate-patterns';
import {
  collapsedText,
  elementsWithTags,
  hasElementWhere,
  hasElementWithTags,
  HEADING_TAGS,
  isElement,
  linkedTextLength,
  linkTextShare,
  normalizedText,
  SUBHEADING_TAGS,
  onlyElementChild,
  tagOf,
  TEXT_NODE,
  unlinkedTextLength,
  type DomDocument,
  type DomElement,
  type DomNode,
} from './dom-types';
import { HEADLINE_FOLLOWER_UNLINKED_CHARS } from './body-writer';
import { removeAppPromos } from './app-promo';
import { removeSignedReplies } from './signed-replies';
import { outermostHeadingWrapper } from './heading-wrappers';
import { isMarkedContent } from './content-hints';
import { isIntroducedSublist } from './introduced-sublist';
import { isTinyImage, restoreLazyImage, unwrapNoscript } from './image-urls';
import { isNamedUnlikely } from './unlikely-names';
import { removeStoryLinks } from './story-links';
import { removeTeaserCards } from './teaser-cards';

/** What a class/id says about a block: part of a comment thread, other furniture, or nothing. */
export function boilerplateKind(el: DomElement): BoilerplateKind {
  return boilerplateKindOfNames(`${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`);
}

function isHidden(el: DomElement): boolean {
  if (el.hasAttribute('hidden')) return true;
  const style = el.getAttribute('style');
  return style !== null && /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

/** The headline or an explicitly marked article body lives inside: never remove such a block. */
function holdsMainContent(el: DomElement): boolean {
  const tag = el.localName;
  if (tag === 'main' || tag === 'body' || tag === 'html') return true;
  const itemprop = el.getAttribute('itemprop');
  if (itemprop && /articlebody/i.test(itemprop)) return true;
  return holdsHeadlineOrMarkedBody(el);
}

/**
 * Whether an element below `el` is an h1, a main or an `itemprop="articleBody"` block: what
 * `querySelector('h1, [itemprop="articleBody"], main')` finds, without linkedom compiling the
 * selector on each of the many calls.
 */
function holdsHeadlineOrMarkedBody(el: DomElement): boolean {
  return hasElementWhere(el, (below) => {
    const tag = tagOf(below);
    return tag === 'h1' || tag === 'main' || below.getAttribute('itemprop') === 'articleBody';
  });
}

function textLength(el: DomElement): number {
  return normalizedText(el).length;
}

/** Called for each removed block, with the rule that removed it (for debugging and tests). */
export type RemovalTrace = (el: DomElement, rule: string) => void;

type PageWalk = {
  bodyTextLength: number | undefined;
  body: DomElement;
  trace: RemovalTrace | undefined;
  /** Post bodies the page marks itself (content-hints.ts), outermost only. */
  marked: DomElement[];
  /** Per class attribute: whether some block with it holds prose (isNamedLikeProse). */
  proseNames: Map<string, boolean>;
  /** Show hidden blocks that hold prose (revealKeptProse). */
  revealHidden: boolean;
  /** Whether revealKeptProse showed a block. */
  revealed: boolean;
  /** Collects the blocks removed after weighing their prose (CleanPageSeen's removed). */
  removed: DomElement[] | undefined;
};

function bodyTextLength(walk: PageWalk): number {
  walk.bodyTextLength ??= textLength(walk.body);
  return walk.bodyTextLength;
}

/**
 * Names are only hints: a block that holds most of the page's text, or a lot of prose, is kept
 * whatever its class says (Blogger wraps every post in `class="widget Blog"`).
 */
function holdsProse(el: DomElement, walk: PageWalk): boolean {
  const length = textLength(el);
  if (length < MOST_TEXT_MIN_CHARS) return false;
  const unlinked = unlinkedTextLength(el);
  if (unlinked >= PROSE_CHARS) return true;
  return unlinked >= MOST_TEXT_MIN_CHARS && length > 0.5 * bodyTextLength(walk);
}

/**
 * A class is a site's own vocabulary: when another block with the very same class holds prose,
 * the name means "part of the story" on this page, not furniture (a CMS that gives every text
 * component of an article one class whose tokens look like a consent banner's; issue #20). Asked
 * only of named blocks with some prose of their own, once per class.
 */
function isNamedLikeProse(el: DomElement, walk: PageWalk): boolean {
  const name = el.getAttribute('class');
  if (!name || unlinkedTextLength(el) < MOST_TEXT_MIN_CHARS) return false;
  let known = walk.proseNames.get(name);
  if (known === undefined) {
    known = false;
    for (const other of elementsNamed(walk.body, name)) {
      if (other !== el && holdsProse(other, walk)) {
        known = true;
        break;
      }
    }
    walk.proseNames.set(name, known);
  }
  return known;
}

/** Elements under `root` whose class attribute is exactly `name`, in document order. */
function elementsNamed(root: DomElement, name: string): DomElement[] {
  const found: DomElement[] = [];
  const visit = (parent: DomElement): void => {
    for (let el = parent.firstElementChild; el; el = el.nextElementSibling) {
      if (el.getAttribute('class') === name) found.push(el);
      else if (el.firstElementChild) visit(el);
    }
  };
  visit(root);
  return found;
}

/** This much prose outside links is kept whatever a block's name says (also extract-article.ts). */
export const PROSE_CHARS = 1500;
const MOST_TEXT_MIN_CHARS = 200;

/** The rule that makes a block page furniture, or null to keep it. */
function pageRemovalRule(el: DomElement, walk: PageWalk): string | null {
  const tag = el.localName;
  if (CONTROL_TAGS.has(tag)) return 'control';
  if (tag === 'form') {
    // A form that wraps the whole page (ASP.NET) holds the article; small ones are search,
    // login, newsletter and comment forms.
    return textLength(el) < 1000 && !holdsMainContent(el) ? 'form' : null;
  }
  if (SECTION_HEADINGS.has(tag) && opensCommentThread(el, walk)) return 'comment-thread';
  const role = el.getAttribute('role');
  const rule = BOILERPLATE_TAGS.has(tag)
    ? 'tag'
    : role !== null && BOILERPLATE_ROLES.has(role.toLowerCase())
      ? 'role'
      : isHidden(el)
        ? 'hidden'
        : null;
  if (rule) return !holdsMainContent(el) && !holdsProse(el, walk) ? rule : null;
  const kind = boilerplateKind(el);
  if (kind === 'comments') return !holdsMainContent(el) ? 'comments' : null;
  if (kind === 'furniture')
    return !holdsMainContent(el) &&
      !holdsProse(el, walk) &&
      !isNamedLikeProse(el, walk) &&
      !followsHeadline(el)
      ? 'name'
      : null;
  return null;
}

const SECTION_HEADINGS = HEADING_TAGS;

/** Nodes looked at to find the text before a block: enough for real markup, bounded on any. */
const MAX_NODES_BEFORE = 400;

/**
 * The page's headline (h1) is the last text before `el`, which holds a sentence or two of its
 * own: whatever its name, the block opens the page's text (a notice, a summary), as body-writer
 * judged it. A consent or newsletter box is not the first thing read after the headline.
 */
function followsHeadline(el: DomElement): boolean {
  return lastTextIsHeadline(el) && unlinkedTextLength(el) >= HEADLINE_FOLLOWER_UNLINKED_CHARS;
}

/** The last text before `el` in document order is inside an h1 (looked for within a budget). */
function lastTextIsHeadline(el: DomElement): boolean {
  let budget = MAX_NODES_BEFORE;
  const lastText = (node: DomNode): DomNode | null => {
    for (let child = node.lastChild; child && budget > 0; child = child.previousSibling) {
      budget -= 1;
      if (child.nodeType === TEXT_NODE) {
        if ((child.textContent ?? '').trim()) return child;
      } else if (isElement(child)) {
        const found = lastText(child);
        if (found) return found;
      }
    }
    return null;
  };
  let node: DomNode = el;
  while (budget > 0) {
    budget -= 1;
    const previous: DomNode | null = node.previousSibling;
    if (!previous) {
      const parent = node.parentNode;
      if (!parent || !isElement(parent) || tagOf(parent) === 'body') return false;
      node = parent;
      continue;
    }
    node = previous;
    const text =
      previous.nodeType === TEXT_NODE
        ? (previous.textContent ?? '').trim()
          ? previous
          : null
        : isElement(previous)
          ? lastText(previous)
          : null;
    if (!text) continue;
    // Up from the text to the block it was found in: is it the headline's?
    for (let at: DomNode | null = text; at; at = at === previous ? null : at.parentNode)
      if (isElement(at) && tagOf(at) === 'h1') return true;
    return false;
  }
  return false;
}

/**
 * A "Comments" heading (by its text or its name) after some article text: the comments follow
 * it as plain siblings, often with no class names of their own.
 */
function opensCommentThread(heading: DomElement, walk: PageWalk): boolean {
  const text = normalizedText(heading);
  if (text.length > 200 || isAllLinkText(heading, text)) return false;
  if (boilerplateKind(heading) !== 'comments' && !COMMENTS_HEADING.test(text)) return false;
  return textBeforeNode(walk.body, heading) >= MIN_TEXT_BEFORE_SECTION;
}

/**
 * A `<noscript>` that holds paragraphs of prose is the article for readers without scripts (a
 * blog whose script-driven view renders the post from data): the reader gets it too (issue #20).
 * A notice asking to enable JavaScript is far shorter.
 */
function holdsScriptlessArticle(noscript: DomElement): boolean {
  return (
    noscript.getElementsByTagName('p').length > 0 &&
    unlinkedTextLength(noscript) >= NOSCRIPT_ARTICLE_CHARS
  );
}

const NOSCRIPT_ARTICLE_CHARS = 500;

/**
 * A hidden block the walk keeps holds prose or the headline: perhaps the article's text behind a
 * "read more" button, a paywall or a collapsed section, present in the page all the same.
 * Readability skips whatever a page hides, so such a block is shown when asked (issue #20). Only
 * when asked: on most pages hidden prose is another version of the story or not the story.
 */
function revealKeptProse(el: DomElement, walk: PageWalk): void {
  if (isHidden(el)) {
    el.removeAttribute('hidden');
    el.removeAttribute('style');
    walk.revealed = true;
  }
  if (el.getAttribute('aria-hidden') === 'true' && holdsProse(el, walk)) {
    el.removeAttribute('aria-hidden');
    walk.revealed = true;
  }
}

/** A div that only wraps: no name that marks the body or page furniture, to Canyon or Readability. */
function isBareWrapper(el: DomElement): boolean {
  return (
    el.localName === 'div' &&
    boilerplateKind(el) === null &&
    !isMarkedContent(el) &&
    !isNamedUnlikely(el)
  );
}

/** A paragraph that is nothing but a link: an advertisement's or a promotion's line. */
const LINK_LINE_SHARE = 0.9;

/**
 * Page builders wrap each paragraph in divs of its own (`<div><div><p>…</p></div></div>`).
 * Readability scores a paragraph's parent and grandparent, so the wrappers collect the score the
 * article's column should get, and a story read as a row of separate wrappers loses paragraphs.
 * Readability itself puts a paragraph in the place of one such div; a chain of two or more bare
 * wrappers gives way to its paragraph here, after the walk judged each one. A wrapper whose name
 * says something stays, and so does one around a link line, which Readability's cleaning of
 * wrappers removes as a wrapper and would keep as a paragraph.
 */
function unwrapParagraph(el: DomElement): void {
  // The walk calls this on the way back up, so a longer chain below `el` has already given way
  // (to `inner` > p) or cannot: two levels are all there is to look at, and a deep chain of
  // wrappers costs one look per level.
  const inner = onlyElementChild(el);
  if (!inner || inner.localName !== 'div') return;
  const paragraph = onlyElementChild(inner);
  if (
    !paragraph ||
    paragraph.localName !== 'p' ||
    !isBareWrapper(el) ||
    !isBareWrapper(inner) ||
    linkTextShare(paragraph) >= LINK_LINE_SHARE
  )
    return;
  el.parentNode?.replaceChild(paragraph, el);
}

function walkPage(parent: DomElement, walk: PageWalk, inMarked: boolean): void {
  let child = parent.firstElementChild;
  // A comment thread cut below may take the rest of this level too.
  while (child && child.parentNode === parent) {
    const next = child.nextElementSibling;
    // Images are put right in the same pass: lazy-loaded ones get their real source, and a
    // <noscript> fallback replaces its placeholder (image-urls.ts).
    if (child.localName === 'img') {
      restoreLazyImage(child);
      child = next;
      continue;
    }
    if (child.localName === 'noscript') {
      if (holdsScriptlessArticle(child)) {
        // Walk the article's blocks as if the page had shown them.
        const first = child.firstElementChild;
        while (child.firstChild) parent.insertBefore(child.firstChild, child);
        child.remove();
        child = first ?? next;
        continue;
      }
      unwrapNoscript(child);
      child = next;
      continue;
    }
    const rule = pageRemovalRule(child, walk);
    if (rule === 'comment-thread') {
      walk.trace?.(child, rule);
      for (const node of sectionFrom(outermostHeadingWrapper(child, walk.body))) node.remove();
      return;
    }
    if (rule) {
      walk.trace?.(child, rule);
      if (walk.removed && PROSE_WEIGHED.has(rule)) walk.removed.push(child);
      child.remove();
    } else {
      if (walk.revealHidden) revealKeptProse(child, walk);
      const marked = !inMarked && isMarkedContent(child);
      if (marked) walk.marked.push(child);
      if (child.firstElementChild) walkPage(child, walk, inMarked || marked);
      unwrapParagraph(child);
    }
    child = next;
  }
}

/** What cleanPage did on its walk, for a caller that asks. */
export type CleanPageSeen = {
  /**
   * With revealHidden: whether it showed a hidden block. When it showed none, the page comes out
   * as the same walk without revealHidden leaves it.
   */
  revealed: boolean;
  /**
   * When given, receives the blocks removed after their prose was weighed (named, tagged or
   * hidden like furniture, a small form), for the final check of extract-article.ts.
   */
  removed?: DomElement[];
};

/** The rules that remove a block only after weighing its prose (holdsProse, a form's length). */
const PROSE_WEIGHED: ReadonlySet<string> = new Set(['form', 'tag', 'role', 'hidden', 'name']);

/**
 * Gets a freshly parsed page ready for Readability in one walk: restores images and removes
 * page furniture. Returns the text of the post body the page marks itself (the longest one,
 * furniture removed), or '' if it marks none; Readability's pick is checked against it.
 */
export function cleanPage(
  doc: DomDocument,
  {
    trace,
    revealHidden = false,
    seen,
  }: { trace?: RemovalTrace; revealHidden?: boolean; seen?: CleanPageSeen } = {},
): string {
  const body = doc.body;
  if (!body) return '';
  const walk: PageWalk = {
    body,
    bodyTextLength: undefined,
    trace,
    marked: [],
    proseNames: new Map(),
    revealHidden,
    revealed: false,
    removed: seen?.removed,
  };
  walkPage(body, walk, false);
  if (seen) seen.revealed = walk.revealed;
  // Before Readability, so that a long thread cannot win over a short post either.
  removeSignedReplies(body);
  let markedText = '';
  for (const el of walk.marked) {
    if (!el.parentNode) continue;
    const text = normalizedText(el);
    if (text.length > markedText.length) markedText = text;
  }
  return markedText;
}

const TEXT_CHECKED = new Set([
  'p',
  'div',
  'section',
  'li',
  'ul',
  'ol',
  'dl',
  'dd',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'footer',
  'table',
  'tr',
  'td',
  'span',
  'a',
  'strong',
  'b',
  'em',
  'small',
]);

const KEEP_WHEN_EMPTY = new Set(['table', 'tr', 'td']);

/** Inline elements: judged by their text only when they stand alone, not inside a sentence. */
const INLINE_CHECKED: ReadonlySet<string> = new Set(['span', 'a', 'strong', 'b', 'em', 'small']);

function hasWords(node: DomNode | null): boolean {
  return (
    node !== null && node.nodeType === TEXT_NODE && /[\p{L}\p{N}]/u.test(node.textContent ?? '')
  );
}

/**
 * An inline element with words right before or after it is part of a sentence ("In the meantime,
 * <a>subscribe to the RSS feed</a>."): its text is the author's, whatever it says.
 */
function isWithinSentence(el: DomElement): boolean {
  return hasWords(el.previousSibling) || hasWords(el.nextSibling);
}

/** An otherwise empty block that holds one of these still shows something. */
const KEEPS_EMPTY_BLOCK: ReadonlySet<string> = new Set([
  'img',
  'picture',
  'video',
  'hr',
  'br',
  'table',
]);

/** A short block whose whole visible text is widget or banner text. */
export function isBoilerplateText(text: string): boolean {
  if (text.length === 0) return false;
  if (
    text.length <= BOILERPLATE_TEXT_MAX_CHARS &&
    (BOILERPLATE_TEXT.test(text) || FOOTER_CREDIT.test(text) || POST_META_LINE.test(text))
  )
    return true;
  return text.length <= BOILERPLATE_OPENING_MAX_CHARS && BOILERPLATE_OPENING.test(text);
}

/** "Related posts" and the list of links under it. */
function removeRelatedList(heading: DomElement): void {
  const next = heading.nextElementSibling;
  if (
    next &&
    (tagOf(next) === 'ul' || tagOf(next) === 'ol' || tagOf(next) === 'div') &&
    linkTextShare(next) > 0.5
  ) {
    next.remove();
  }
  heading.remove();
}

const NAV_LIST_TAGS = new Set(['ul', 'ol', 'p', 'div', 'td', 'section', 'dl']);
const NAV_LIST_MIN_LINKS = 5;
const NAV_LIST_MAX_WORDS_PER_LINK = 3;
const HEADLINE_LIST_MIN_LINKS = 3;
const HEADLINE_MIN_WORDS = 3;
const HEADLINE_LIST_LINK_SHARE = 0.9;
/** "1. <a>…</a> 2. <a>…</a>": the post's own numbered list, whatever it links to. */
const LIST_NUMBER = /(?:^|[^\d.,])\d{1,3}[.)](?=\s|$)/g;

/**
 * What the links of a block say about it, or null when it is not a list of links:
 * - 'navigation': a run of short links with next to no other text (a menu, a tag cloud, a
 *   category or archive list);
 * - 'headlines': at least three headline-length links and nearly nothing else, a list of other
 *   stories ("Only on …", "Most watched", the bare list under the post). A numbered list stays,
 *   and so does one under its list item's words (introduced-sublist.ts).
 */
function linkListKind(el: DomElement, text: string): 'navigation' | 'headlines' | null {
  const links = outermostLinks(el);
  if (links.length < HEADLINE_LIST_MIN_LINKS) return null;
  let linkedChars = 0;
  let words = 0;
  let headlines = 0;
  for (let i = 0; i < links.length; i++) {
    const linkText = normalizedText(links[i]!);
    const linkWords = linkText ? linkText.split(' ').length : 0;
    linkedChars += linkText.length;
    words += linkWords;
    if (linkWords >= HEADLINE_MIN_WORDS) headlines += 1;
  }
  if (
    links.length >= NAV_LIST_MIN_LINKS &&
    linkedChars >= 0.8 * text.length &&
    words / links.length <= NAV_LIST_MAX_WORDS_PER_LINK
  )
    return 'navigation';
  if (headlines < HEADLINE_LIST_MIN_LINKS || linkedChars < HEADLINE_LIST_LINK_SHARE * text.length)
    return null;
  const numbers = text.match(LIST_NUMBER)?.length ?? 0;
  return numbers * 2 >= links.length || isIntroducedSublist(el) ? null : 'headlines';
}

/**
 * The links of a block, leaving out links inside links: a link left open in the source wraps
 * the rest of the paragraph, and the parser nests the next link in it, so counting both would
 * count that text twice and make a paragraph of prose look like a list of links.
 */
function outermostLinks(el: DomElement): DomElement[] {
  const all = el.getElementsByTagName('a');
  const outermost: DomElement[] = [];
  for (let i = 0; i < all.length; i++) {
    const link = all[i]!;
    let nested = false;
    for (let up = link.parentElement; up && up !== el && !nested; up = up.parentElement)
      nested = tagOf(up) === 'a';
    if (!nested) outermost.push(link);
  }
  return outermost;
}

const READ_MORE =
  /^(?:read more|continue reading|read the rest|full story|read (?:the )?full (?:story|article|post))\b[^\p{L}\p{N}]*$/iu;
const MIN_TEASERS = 3;
const MAX_TEASER_LIST_SHARE = 0.5;

/** Nothing but whitespace follows the element in its parent. */
function endsItsBlock(el: DomElement): boolean {
  for (let node = el.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType !== TEXT_NODE || (node.textContent ?? '').trim()) return false;
  }
  return true;
}

/**
 * Three or more "Read more" links, each closing its paragraph: teasers for other posts. A block
 * with half the article's text or more is the article itself (a roundup), and stays.
 */
function isTeaserList(el: DomElement): boolean {
  const links = el.getElementsByTagName('a');
  if (links.length < MIN_TEASERS) return false;
  let teasers = 0;
  for (let i = 0; i < links.length && teasers < MIN_TEASERS; i++)
    if (READ_MORE.test(normalizedText(links[i]!)) && endsItsBlock(links[i]!)) teasers += 1;
  return teasers >= MIN_TEASERS;
}

/**
 * A furniture name inside the chosen article is only a hint, as on the page: a block holding
 * nearly all of the article, or a long run of prose, is the article (issue #20: a whole story
 * wrapped in a share widget's container class, documentation sections with ids "sharing-…").
 */
function holdsArticleProse(el: DomElement, articleChars: number): boolean {
  const length = textLength(el);
  if (length < MOST_TEXT_MIN_CHARS) return false;
  const unlinked = unlinkedTextLength(el);
  if (unlinked >= PROSE_CHARS) return true;
  return unlinked >= MOST_TEXT_MIN_CHARS && length >= NEARLY_ALL * articleChars;
}

/** Inside the chosen article, a named block is the article only if it holds nearly all of it. */
const NEARLY_ALL = 0.8;

function isArticleFurniture(el: DomElement, tag: string, article: PageWalk): boolean {
  if (CONTROL_TAGS.has(tag) || tag === 'form') return true;
  const kind = boilerplateKind(el);
  if (kind === 'comments') return true;
  return (
    kind === 'furniture' &&
    !holdsArticleProse(el, article.bodyTextLength ?? 0) &&
    !isNamedLikeProse(el, article)
  );
}

/** The chosen article, walked like a page (its root stands for the body). */
function articleWalk(article: DomElement, articleChars: number): PageWalk {
  return {
    body: article,
    bodyTextLength: articleChars,
    trace: undefined,
    marked: [],
    proseNames: new Map(),
    revealHidden: false,
    revealed: false,
    removed: undefined,
  };
}

/**
 * Removes an element that shows nothing. If it held a space (`our<a> </a>main`, a blank block
 * between two runs of text), a space takes its place, so the words on either side stay apart.
 */
function removeKeepingSpace(el: DomElement): void {
  if (el.textContent && el.parentNode)
    el.parentNode.insertBefore(el.ownerDocument.createTextNode(' '), el);
  el.remove();
}

function walkArticle(parent: DomElement, article: PageWalk): void {
  const articleChars = article.bodyTextLength ?? 0;
  let child = parent.firstElementChild;
  while (child) {
    const next = child.nextElementSibling;
    const tag = tagOf(child);
    if (isArticleFurniture(child, tag, article)) {
      child.remove();
    } else if (TEXT_CHECKED.has(tag)) {
      const text = normalizedText(child);
      if (text.length === 0) {
        if (!KEEP_WHEN_EMPTY.has(tag) && !hasElementWithTags(child, KEEPS_EMPTY_BLOCK))
          removeKeepingSpace(child);
      } else if (
        (SUBHEADING_TAGS.has(tag) || tag === 'p') &&
        text.length <= 80 &&
        RELATED_HEADING.test(text)
      ) {
        removeRelatedList(child);
      } else if (isBoilerplateText(text) && !(INLINE_CHECKED.has(tag) && isWithinSentence(child))) {
        child.remove();
      } else if (NAV_LIST_TAGS.has(tag) && linkListKind(child, text) !== null) {
        child.remove();
      } else if (
        NAV_LIST_TAGS.has(tag) &&
        text.length < MAX_TEASER_LIST_SHARE * articleChars &&
        isTeaserList(child)
      ) {
        child.remove();
      } else if (child.firstElementChild) {
        walkArticle(child, article);
      }
    } else if (child.firstElementChild) {
      walkArticle(child, article);
    }
    child = next;
  }
}

const MIN_TEXT_BEFORE_SECTION = 200;

function isAllLinkText(el: DomElement, text: string): boolean {
  return linkedTextLength(el) >= text.length;
}

/** An author bio is short; a longer section under "About the author" may be the article. */
const MAX_AUTHOR_BIO_CHARS = 1500;

/** The nodes from `start` to the end of its parent. */
function sectionFrom(start: DomNode): DomNode[] {
  const nodes: DomNode[] = [];
  for (let node: DomNode | null = start; node; node = node.nextSibling) nodes.push(node);
  return nodes;
}

/**
 * Comment threads and author bios often have no class names at all, only a heading ("Comments",
 * "About the author") followed by plain siblings. Everything from such a heading to the end of
 * its section goes, provided some article text comes before it (a "5 comments" link under the
 * title is not a thread, and is only a link anyway).
 */
function removeTrailingSections(article: DomElement): void {
  const headings = elementsWithTags(article, SECTION_HEADINGS);
  for (const heading of headings) {
    if (!heading.parentNode) continue; // removed with an earlier section
    const text = normalizedText(heading);
    const comments = COMMENTS_HEADING.test(text);
    if ((!comments && !AUTHOR_HEADING.test(text)) || isAllLinkText(heading, text)) continue;
    if (textBeforeNode(article, heading) < MIN_TEXT_BEFORE_SECTION) continue;
    // Climb out of wrappers that hold only the heading, then cut from there to the section's end.
    let start: DomElement = heading;
    while (
      start.parentElement &&
      start.parentElement !== article &&
      start.parentElement.children.length === 1
    ) {
      start = start.parentElement;
    }
    const section = sectionFrom(start);
    if (
      !comments &&
      section.reduce((sum, node) => sum + (node.textContent ?? '').trim().length, 0) >
        MAX_AUTHOR_BIO_CHARS
    ) {
      continue;
    }
    for (const node of section) node.remove();
  }
}

/** Characters of text in `root` that come before `target` in document order. */
function textBeforeNode(root: DomElement, target: DomElement): number {
  let count = 0;
  let found = false;
  const visit = (node: DomNode): void => {
    for (let child = node.firstChild; child && !found; child = child.nextSibling) {
      if (child === target) {
        found = true;
        return;
      }
      if (child.nodeType === TEXT_NODE) count += (child.textContent ?? '').trim().length;
      else if (isElement(child)) visit(child);
    }
  };
  visit(root);
  return count;
}

const DUPLICATE_CHECKED: ReadonlySet<string> = new Set([
  'p',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'dd',
]);
const MIN_DUPLICATE_CHARS = 60;
const MAX_REPEATED_SHARE = 0.5;
/** Different paragraphs repeated in a row: a second copy of a passage, not one repeated line. */
const MIN_COPIED_PARAGRAPHS = 2;

/**
 * A passage of two or more paragraphs that already appeared earlier in the article (a print
 * version, a preview above the full story) is shown once, unless repeats make up most of the
 * article. A single paragraph repeated on its own stays: a refrain, a line the author stressed.
 */
function removeDuplicateBlocks(article: DomElement, articleChars: number): void {
  const seen = new Set<string>();
  const repeats: DomElement[] = [];
  let repeatedChars = 0;
  let run: { block: DomElement; text: string }[] = [];
  const endRun = (): void => {
    const copied = new Set(run.map(({ text }) => text)).size;
    if (copied >= MIN_COPIED_PARAGRAPHS) repeats.push(...run.map(({ block }) => block));
    run = [];
  };
  for (const block of elementsWithTags(article, DUPLICATE_CHECKED)) {
    if (!block.parentNode) continue;
    const text = normalizedText(block);
    if (text.length < MIN_DUPLICATE_CHARS) continue;
    // Only innermost blocks: <li><p>x</p></li> is one paragraph, not two.
    if (hasElementWithTags(block, DUPLICATE_CHECKED)) continue;
    if (seen.has(text)) {
      run.push({ block, text });
      repeatedChars += text.length;
    } else {
      endRun();
      seen.add(text);
    }
  }
  endRun();
  // Repeats beyond half the text mean some paragraph recurs three times or more: the repetition
  // is the page's own (a refrain, a template), not a teaser or a second copy of the story.
  if (repeatedChars > MAX_REPEATED_SHARE * articleChars) return;
  for (const block of repeats) block.remove();
}

/** An element after which a heading still has something to introduce, though it holds no text. */
const SHOWS_CONTENT: ReadonlySet<string> = new Set([
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'table',
  'svg',
  'math',
]);

/**
 * The last thing the article shows, in document order: a text node with words or an element
 * that shows something without text (SHOWS_CONTENT). Null when there is nothing.
 */
function lastShownNode(root: DomElement): DomNode | null {
  for (let child = root.lastChild; child; child = child.previousSibling) {
    if (child.nodeType === TEXT_NODE) {
      if (hasWords(child)) return child;
    } else if (isElement(child)) {
      if (SHOWS_CONTENT.has(tagOf(child))) return child;
      const found = lastShownNode(child);
      if (found) return found;
    }
  }
  return null;
}

/** The heading `node` sits in, if any (below `root`). */
function enclosingHeading(node: DomNode, root: DomElement): DomElement | null {
  for (let at: DomNode | null = node; at && at !== root; at = at.parentNode)
    if (isElement(at) && SECTION_HEADINGS.has(tagOf(at))) return at;
  return null;
}

/** Enough for the headings of a few emptied sections; each one costs a walk back from the end. */
const MAX_DANGLING_HEADINGS = 8;

/**
 * A heading introduces what follows it. One that ends the article introduced something the
 * cleanup removed or the page never put there: a list of other stories ("Auch interessant",
 * "Le puede interesar", "More from …"), a widget, a comment form. It goes, and so does the one
 * before it if that now ends the article. Whatever the language, nothing follows such a heading.
 */
function removeDanglingHeadings(article: DomElement): void {
  let textChars = normalizedText(article).length;
  for (let removed = 0; removed < MAX_DANGLING_HEADINGS; removed++) {
    const last = lastShownNode(article);
    const heading = last ? enclosingHeading(last, article) : null;
    if (!heading) return;
    // The heading is the last text, so the rest of the text comes before it.
    textChars -= normalizedText(heading).length;
    if (textChars < MIN_TEXT_BEFORE_SECTION) return;
    heading.remove();
  }
}

/** Removes boilerplate that survived inside the article Readability chose. */
export function removeArticleBoilerplate(article: DomElement): void {
  removeTrailingSections(article);
  removeTeaserCards(article);
  removeAppPromos(article);
  const articleChars = normalizedText(article).length;
  walkArticle(article, articleWalk(article, articleChars));
  removeDuplicateBlocks(article, articleChars);
  removeStoryLinks(article);
  removeDanglingHeadings(article);
  // Text patterns also apply to loose text directly under the root ("Share this" without a tag).
  for (const node of Array.from(article.childNodes)) {
    if (!isElement(node) && node.nodeType === 3) {
      const text = collapsedText(node.textContent ?? '');
      if (text && isBoilerplateText(text)) node.remove();
    }
  }
}

const PRESERVE_WHITESPACE = new Set(['pre', 'code', 'textarea']);

function isBr(node: DomNode | null): boolean {
  return node !== null && isElement(node) && tagOf(node) === 'br';
}

function isBlankText(node: DomNode | null): boolean {
  return node !== null && node.nodeType === TEXT_NODE && !(node.textContent ?? '').trim();
}

/**
 * The reader's layout rules: runs of spaces and line breaks in text collapse (code blocks keep
 * theirs), 3+ `<br>` in a row become two, and tracking pixels go.
 */
function tidy(parent: DomElement): void {
  let node = parent.firstChild;
  let breaks = 0;
  while (node) {
    const next = node.nextSibling;
    if (node.nodeType === TEXT_NODE) {
      const text = node.textContent ?? '';
      if (/\s\s/.test(text))
        node.textContent = text.replace(/\s{2,}/g, (run) => (run.includes('\n') ? '\n' : ' '));
      if (!isBlankText(node)) breaks = 0;
    } else if (isElement(node)) {
      const tag = tagOf(node);
      if (tag === 'br') {
        breaks += 1;
        if (breaks > 2) node.remove();
      } else {
        breaks = 0;
        if (tag === 'img' && isTinyImage(node)) node.remove();
        else if (!PRESERVE_WHITESPACE.has(tag) && node.firstChild) tidy(node);
      }
    }
    node = next;
  }
}

export function tidyArticle(article: DomElement): void {
  tidy(article);
  // A trailing run of breaks at the end of a block is invisible; drop it.
  while (isBr(article.lastChild) || isBlankText(article.lastChild)) article.lastChild?.remove();
}
