// HTML + page URL → the article a reader sees. Pure and synchronous: no network, no database,
// no environment. Saving runs it in the worker pool (extraction-pool.ts); tests call it directly.
//
// Pipeline: prepare the raw HTML (prepare-html, body-writer) → parse with linkedom → read
// metadata → restore lazy images and remove page furniture (boilerplate-cleanup) → Readability
// (the spec's charThreshold 500 and 5 top candidates) → for short posts, a second opinion from the
// page's own markup (content-hints) → remove boilerplate left inside the article → a final check
// that the cleanup kept a real share of Readability's pick, for a page that shows next to
// nothing its hidden prose when that is the rest of the story, and for a short article beside a
// longer block the cleanup left out or set aside, Readability's own pick of the page when that
// is the fuller article (issue #20) → the standfirst the page sets apart from the body, found by
// the page's own description (standfirst.ts) → plain text and sanitised HTML.
// The title is capped at the spec's 500 characters here; the rest of the spec's extracted-article
// check (article-check.ts) is for the caller that stores the result, after it has fitted the
// content to the spec's 1,000,000 characters.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { AppError } from '../../errors';
import { MAX_TITLE_CHARS } from './article-limits';
import {
  cleanPage,
  PROSE_CHARS,
  removeArticleBoilerplate,
  tidyArticle,
} from './boilerplate-cleanup';
import {
  collapsedText,
  linkTextShare,
  normalizedText,
  spacedLength,
  unlinkedTextLength,
  type DomDocument,
  type DomElement,
} from './dom-types';
import { findHintedContent } from './content-hints';
import { isHeaderAbovePick } from './described-pick';
import { isPostBesideFurniture, mayHoldPostBesideFurniture } from './post-beside-furniture';
import { liesFarFromHeadline, roomForGap } from './headline-distance';
import { noContentError, parseError } from './extraction-errors';
import { documentBaseUrl, restoreLazyImage } from './image-urls';
import {
  cleanText,
  pageText,
  readPageMetadata,
  type OpenGraph,
  type PageMetadata,
} from './metadata';
import { toPlainText } from './plain-text';
import { keepNamedHeadings } from './named-headings';
import { AS_PLAIN_READABILITY, prepareHtml, WITH_SMALL_FORMS } from './prepare-html';
import { useLinkedomShortcuts } from './readability-on-linkedom';
import { allowedHtmlOf } from './sanitize-html';
import { agrees, disagree } from './word-agreement';
import { prependStandfirst } from './standfirst';
import { elementShowing, statedBodyText } from './stated-body';
import { dropIconControls } from './icon-controls';

export type ExtractedArticle = {
  title: string;
  /** Sanitised article HTML (SECURITY.md 14–16). */
  content: string;
  /** The article as plain text, one paragraph per block. */
  textContent: string;
  excerpt: string | null;
  byline: string | null;
  siteName: string | null;
  /** Characters of textContent. */
  length: number;
  openGraph: OpenGraph;
  /** `<link rel=canonical>`, else og:url, else the page URL. */
  canonicalUrl: string;
  /** ISO 8601, when the page states it. */
  publishedTime: string | null;
  /** BCP 47 language tag, when the page states it. */
  language: string | null;
};

/** The spec's Readability settings (PRODUCT-SPEC §7, DESIGN.md §3). */
export const READABILITY_OPTIONS = { charThreshold: 500, nbTopCandidates: 5 } as const;

const EXCERPT_CHARS = 300;
export const UNTITLED = 'Untitled';

function pageUrlOf(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // fall through
  }
  throw new AppError('INVALID_URL', 'Invalid URL format');
}

type ReadabilityResult = {
  title: string | null | undefined;
  content: DomElement | null | undefined;
  byline: string | null | undefined;
  siteName: string | null | undefined;
  excerpt: string | null | undefined;
};

function parseDocument(html: string): DomDocument {
  return parseHTML(html).document as unknown as DomDocument;
}

function runReadability(doc: DomDocument): ReadabilityResult | null {
  const reader = new Readability<DomElement>(doc as never, {
    ...READABILITY_OPTIONS,
    keepClasses: true, // the class names feed removeArticleBoilerplate; the sanitizer drops them
    disableJSONLD: true, // prepare-html took the JSON-LD out; metadata.ts reads it
    serializer: (node) => node as unknown as DomElement,
  });
  useLinkedomShortcuts(reader);
  return reader.parse();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max * 0.6 ? atWord : cut}…`;
}

function firstParagraph(text: string): string | null {
  const paragraph = text.split(/\n\n/).find((p) => p.trim().length >= 40) ?? text;
  return cleanText(truncate(collapsedText(paragraph), EXCERPT_CHARS));
}

const TITLE_SEPARATOR = /^\s*[|\-–—:·•/»«]+\s*/;

/**
 * "Headline | Site name" → "Headline", when the page's own <h1> is the headline part. Only a
 * separator may stand between them, and the <h1> must be the longer part, so a logo <h1> with
 * the site's name never wins.
 */
function headlineWithinTitle(title: string, headings: string[]): string | null {
  for (const h1 of headings) {
    if (h1 === title || h1.length < 4) continue;
    let rest: string | null = null;
    if (title.startsWith(h1)) rest = title.slice(h1.length);
    else if (title.endsWith(h1)) rest = title.slice(0, -h1.length).split('').reverse().join('');
    if (rest === null || !TITLE_SEPARATOR.test(rest)) continue;
    if (h1.length > rest.replace(TITLE_SEPARATOR, '').length) return h1;
  }
  return null;
}

function chooseTitle(readabilityTitle: string | null | undefined, meta: PageMetadata): string {
  // Readability decodes the meta titles it reads itself; taking them from `meta` decodes once.
  const title =
    meta.headline ??
    meta.metaTitle ??
    pageText(readabilityTitle) ??
    meta.openGraph.title ??
    meta.documentTitle ??
    UNTITLED;
  return truncate(headlineWithinTitle(title, meta.pageHeadings) ?? title, MAX_TITLE_CHARS);
}

function cleanedDocument(
  preparedHtml: string,
  options?: Parameters<typeof cleanPage>[1],
): DomDocument {
  const doc = parseDocument(preparedHtml);
  cleanPage(doc, options);
  return doc;
}

/** Readability's result counts as weak below its own threshold: it found no real article. */
const WEAK_RESULT_CHARS = READABILITY_OPTIONS.charThreshold;
/**
 * A marked post body with at least this much text is a real post: if Readability's pick holds
 * less than half of its words (word-agreement.ts), Readability chose something else on the
 * page (a sidebar, a list of other posts) and the marked body wins. Shorter marked blocks are
 * too often widgets.
 */
const TRUSTED_MARKED_CHARS = 300;

type FoundArticle = {
  root: DomElement;
  result: ReadabilityResult | null;
  /** Characters of Readability's pick before Canyon's cleanup (0 when the root is not the pick). */
  pickChars: number;
  /** The post body the page marks itself, when it was looked up (on a fresh, untouched parse). */
  hinted?: DomElement | null;
};

/** The page's own post body (content-hints.ts), from a fresh parse with the furniture removed. */
function hintedContent(preparedHtml: string, titles: string[]): DomElement | null {
  return findHintedContent(cleanedDocument(preparedHtml), titles);
}

/**
 * Finds the article root. Readability is the normal path. When it finds nothing that reaches its
 * threshold (short posts), or throws on a tree it cannot walk (a few malformed pages), the post
 * body the page marks itself takes over if it disagrees with Readability's pick; failing that, a
 * thrown Readability falls back to the cleaned-up body. A short pick that holds that post body
 * beside links (a sidebar, a footer) gives way to it (post-beside-furniture.ts).
 */
function findArticle(
  preparedHtml: string,
  doc: DomDocument,
  titles: string[],
  markedText: string,
  descriptions: readonly (string | null)[],
): FoundArticle | null {
  let result: ReadabilityResult | null = null;
  let failed = false;
  try {
    result = runReadability(doc);
  } catch {
    failed = true;
  }
  const picked = result?.content ?? null;
  const pickedText = picked ? normalizedText(picked) : '';
  const weak = pickedText.length < WEAK_RESULT_CHARS;
  // A short pick may be the post with the sidebar beside it (post-beside-furniture.ts).
  const hinted =
    weak || (picked && mayHoldPostBesideFurniture(picked, pickedText))
      ? hintedContent(preparedHtml, titles)
      : undefined;
  if (picked && hinted && isPostBesideFurniture(picked, pickedText, hinted))
    return { root: hinted, result, pickChars: 0, hinted: null };
  if (picked && !weak) {
    if (markedText.length < TRUSTED_MARKED_CHARS || agrees(markedText, pickedText))
      return { root: picked, result, pickChars: pickedText.length };
    const marked = hinted === undefined ? hintedContent(preparedHtml, titles) : hinted;
    if (marked) return { root: marked, result, pickChars: 0, hinted: null };
    return { root: picked, result, pickChars: pickedText.length };
  }

  // The headline block may be the page's header, with the post in Readability's pick below it.
  if (picked && hinted && isHeaderAbovePick(hinted, pickedText, descriptions))
    return { root: picked, result, pickChars: pickedText.length, hinted: null };
  if (hinted && (!picked || disagree(pickedText, normalizedText(hinted))))
    return { root: hinted, result, pickChars: 0, hinted: null };
  if (picked) return { root: picked, result, pickChars: pickedText.length, hinted };
  if (failed) {
    const body = cleanedDocument(preparedHtml).body;
    if (body) return { root: body, result: null, pickChars: 0, hinted: null };
  }
  return null;
}

/**
 * The final check (issue #20): Canyon's cleanup keeping less than this share of a real pick
 * (at least MIN_CHECKED_PICK_CHARS) has removed the article, not its furniture.
 */
const MIN_KEPT_SHARE = 0.25;
const MIN_CHECKED_PICK_CHARS = 1000;

/**
 * Readability's pick on a variant of the page, read by `finish` (which tidies it, cleans it,
 * tests its fullness): `prepared` gives the variant's prepared HTML, cleanPage runs on it first
 * when `cleaned`. Null when Readability picks nothing, `finish` declines, or any step throws:
 * these are second opinions, and one failing leaves the article already found.
 */
function readabilityPickOf<T>(
  prepared: () => string,
  cleaned: boolean,
  finish: (root: DomElement, preparedHtml: string) => T | null,
): T | null {
  try {
    const html = prepared();
    const root = runReadability(cleaned ? cleanedDocument(html) : parseDocument(html))?.content;
    return root ? finish(root, html) : null;
  } catch {
    return null;
  }
}

/** Canyon's cleanup of the chosen article; returns its plain text. */
function cleanArticle(root: DomElement): string {
  removeArticleBoilerplate(root);
  tidyArticle(root);
  return toPlainText(root);
}

/**
 * A pick shorter than this that lies far from the headline (headline-distance.ts) is checked
 * against Readability's pick with the page's small forms left in (checkedArticle).
 */
const SHORT_PICK_CHARS = 1500;
/** The pick with the forms left in must hold this many times the text… */
const FULLER_FACTOR = 2;
/** …and at most this share of it in links (not a list of links that won instead). */
const MAX_LINKED_SHARE = 0.5;

/** What the cleanup set aside or left out on its way to the article. */
type SetAside = {
  /** Readability's first pick, when another root replaced it. */
  pick: DomElement | null;
  /** The body writer's largest block of prose left out, in characters outside links. */
  leftOutChars: number;
  /** The blocks cleanPage removed after weighing their prose (CleanPageSeen). */
  removed: readonly DomElement[];
};

/**
 * The final check (issue #20). An article shorter than SHORT_PICK_CHARS is suspect when the
 * cleanup left out a block holding FULLER_FACTOR times its text outside links (the article was
 * inside a block named or tagged like furniture, or a form), or set aside a pick of Readability's
 * that holds a lot of prose (PROSE_CHARS outside links, as cleanPage keeps whatever its name, and
 * FULLER_FACTOR times the article). Readability's own pick of the page then replaces the article
 * when it is the fuller one: FULLER_FACTOR times the text, at most MAX_LINKED_SHARE of it in
 * links, and not far from the headline (a sidebar box beside a short post).
 */
function fullerOwnPick(
  html: string,
  text: string,
  { pick, leftOutChars, removed }: SetAside,
): { root: DomElement; text: string } | null {
  const kept = spacedLength(text);
  if (kept >= SHORT_PICK_CHARS) return null;
  const fuller = FULLER_FACTOR * kept;
  const outweighs = (chars: number) => chars > 0 && chars >= fuller;
  const suspect =
    outweighs(leftOutChars) ||
    removed.some((block) => outweighs(unlinkedTextLength(block))) ||
    (pick !== null && unlinkedTextLength(pick) >= Math.max(PROSE_CHARS, fuller));
  if (!suspect) return null;
  // Read as plain Readability reads the page: its small forms and furniture-named blocks of
  // prose written out, no cleanPage, only the layout tidied.
  const own = readabilityPickOf(
    () => prepareHtml(html, AS_PLAIN_READABILITY).html,
    false,
    (root, prepared) => {
      // cleanPage restores lazy images on the other paths; this one skips it.
      const images = root.getElementsByTagName('img');
      for (let i = 0; i < images.length; i++) restoreLazyImage(images[i]!);
      tidyArticle(root);
      const text = toPlainText(root);
      // Readability moved its pick out of the page: the distance is read on a fresh parse.
      const farFromHeadline = liesFarFromHeadline(parseDocument(prepared).body, text);
      return { root, text, farFromHeadline };
    },
  );
  if (
    !own ||
    !outweighs(spacedLength(own.text)) ||
    linkTextShare(own.root) > MAX_LINKED_SHARE ||
    own.farFromHeadline
  )
    return null;
  return { root: own.root, text: own.text };
}

/**
 * The article found again with the page's hidden prose shown (cleanPage's revealHidden), when
 * what the page shows is next to nothing and the hidden text goes on from it: a story behind a
 * "read more" button or a paywall, all of it in the HTML. `pickText` is the cleaned text of
 * Readability's pick on the first parse, if the article is that pick: when the cleanup shows
 * nothing hidden, Readability would read the same page again and pick the same block, so that
 * text is judged without running it (most pages that get here).
 */
function revealedArticle(
  preparedHtml: string,
  shown: string,
  pickText: string | null,
): { root: DomElement; text: string } | null {
  if (!HIDING_MARKUP.test(preparedHtml)) return null;
  try {
    const seen = { revealed: false };
    const doc = cleanedDocument(preparedHtml, { revealHidden: true, seen });
    if (!seen.revealed && pickText !== null && !isRevealedTeaser(pickText, shown)) return null;
    const root = runReadability(doc)?.content;
    if (!root) return null;
    const text = cleanArticle(root);
    return isRevealedTeaser(text, shown) ? { root, text } : null;
  } catch {
    return null;
  }
}

/** A teaser: the page shows a small part of the story (`shown`) and hides the rest (`text`). */
function isRevealedTeaser(text: string, shown: string): boolean {
  const teaser = text.length >= Math.max(WEAK_RESULT_CHARS, TEASER_SHARE * shown.length);
  return teaser && (!shown || agrees(shown, text));
}

/**
 * Below this share of the article text the page states in its JSON-LD, Canyon's pick has missed
 * the article (issue #20's catastrophic pages): the element showing the stated text is taken,
 * when the page shows it (stated-body.ts).
 */
const STATED_SHARE = 0.5;

/** The whole story is at least this many times what the page shows of it. */
const TEASER_SHARE = 3;

/** How prepare-html leaves a hidden block: the attribute, its one kept style, aria-hidden. */
const HIDING_MARKUP = /<[a-z][^>]* (?:hidden|style="display:none"|aria-hidden="true")/;

/** Readability's pick when another root replaced it (it may hold the standfirst). */
function setAside(result: ReadabilityResult | null, root: DomElement): DomElement | null {
  const picked = result?.content ?? null;
  return picked === root ? null : picked;
}

/** What is left of the page once Readability has taken its pick (null if it took the root). */
function remainingBody(doc: DomDocument): DomElement | null {
  return doc.documentElement ? doc.body : null;
}

/** Characters of the page's text left beside Readability's pick (none when it took the root). */
function restLength(doc: DomDocument): number {
  const rest = remainingBody(doc);
  return rest ? normalizedText(rest).length : 0;
}

/**
 * The article from the root findArticle chose, through the checks of what the cleanup kept:
 * the page's own post markup for a pick left next to empty, Readability's pick uncleaned, the
 * pick with the forms left in, hidden prose, the body the page states.
 */
function checkedArticle(
  found: FoundArticle,
  html: string,
  prepared: ReturnType<typeof prepareHtml>,
  doc: DomDocument,
  titles: string[],
  meta: PageMetadata,
): { root: DomElement; text: string } {
  const result = found.result;
  let root = found.root;
  let textContent = cleanArticle(root);
  // Readability's pick, cleaned: revealedArticle's answer when it shows nothing hidden.
  const pickText = root === result?.content ? textContent : null;
  if (textContent.length < WEAK_RESULT_CHARS && found.hinted !== null) {
    // Little is left once the boilerplate is gone: the page's own post markup may know better.
    const hinted = found.hinted ?? hintedContent(prepared.html, titles);
    const hintedText = hinted ? cleanArticle(hinted) : '';
    if (hinted && hintedText && (!textContent || disagree(textContent, hintedText))) {
      root = hinted;
      textContent = hintedText;
    }
  }
  if (
    found.pickChars >= MIN_CHECKED_PICK_CHARS &&
    root === found.root &&
    spacedLength(textContent) < MIN_KEPT_SHARE * found.pickChars
  ) {
    // The cleanup left next to nothing of a pick that was long enough to be an article: the
    // pick is fuller than anything the cleanup would keep, so it is kept as Readability chose it.
    const fuller = readabilityPickOf(
      () => prepared.html,
      true,
      (root) => {
        tidyArticle(root);
        return root;
      },
    );
    const fullerText = fuller ? toPlainText(fuller) : '';
    if (fuller && fullerText.length > textContent.length) {
      root = fuller;
      textContent = fullerText;
    }
  }
  if (
    spacedLength(textContent) < SHORT_PICK_CHARS &&
    roomForGap(restLength(doc), textContent) &&
    liesFarFromHeadline(parseDocument(prepared.html).body, textContent)
  ) {
    // The page's small forms left in, nothing else removed: their paragraphs score the column
    // they sit in, as they do for plain Readability. Taken when it is the fuller article.
    const shown = textContent;
    const withForms = readabilityPickOf(
      () => prepareHtml(html, WITH_SMALL_FORMS).html,
      false,
      (pick) => {
        // A pick without text fails the fullness test (`shown` is never empty here).
        if (linkTextShare(pick) > MAX_LINKED_SHARE) return null;
        const text = cleanArticle(pick);
        return spacedLength(text) >= FULLER_FACTOR * spacedLength(shown)
          ? { root: pick, text }
          : null;
      },
    );
    if (withForms) ({ root, text: textContent } = withForms);
  }
  if (spacedLength(textContent) < WEAK_RESULT_CHARS) {
    const revealed = revealedArticle(prepared.html, textContent, pickText);
    if (revealed) ({ root, text: textContent } = revealed);
  }
  const stated = statedBodyText(meta.articleBody);
  if (stated && spacedLength(textContent) < STATED_SHARE * stated.length) {
    const shown = elementShowing(parseDocument(prepared.html), stated);
    const shownText = shown ? cleanArticle(shown) : '';
    if (shown && shownText.length > textContent.length) {
      root = shown;
      textContent = shownText;
    }
  }
  return { root, text: textContent };
}

export function extractArticle(html: string, url: string): ExtractedArticle {
  const pageUrl = pageUrlOf(url);
  let prepared: ReturnType<typeof prepareHtml>;
  let doc: DomDocument;
  try {
    prepared = prepareHtml(html);
    doc = parseDocument(prepared.html);
  } catch (error) {
    throw parseError(error);
  }

  const baseUrl = documentBaseUrl(doc, pageUrl);
  const meta = readPageMetadata(doc, prepared.jsonLd, baseUrl);
  const removed: DomElement[] = [];
  const markedText = cleanPage(doc, { seen: { revealed: false, removed } });
  // Section headings named like furniture, before Readability scores the page (named-headings.ts).
  keepNamedHeadings(doc);
  dropIconControls(doc); // an icon font's glyph and a word or two: a control (icon-controls.ts)

  const titles = [meta.headline, meta.openGraph.title, meta.documentTitle].filter(
    (t): t is string => t !== null,
  );
  const found = findArticle(prepared.html, doc, titles, markedText, [
    meta.description,
    meta.openGraph.description,
  ]);
  const result = found?.result ?? null;
  let { root, text: textContent } = found
    ? checkedArticle(found, html, prepared, doc, titles, meta)
    : { root: null as DomElement | null, text: '' };
  const ownPick = fullerOwnPick(html, textContent, {
    pick: root ? setAside(result, root) : null,
    leftOutChars: prepared.leftOutProseChars,
    removed,
  });
  if (ownPick) ({ root, text: textContent } = ownPick);
  if (!root) throw noContentError();
  // Last, so that no check above weighs the standfirst as part of what the cleanup kept.
  if (
    textContent &&
    prependStandfirst(
      root,
      textContent,
      [remainingBody(doc), setAside(result, root)],
      [meta.description, meta.openGraph.description],
    )
  )
    textContent = toPlainText(root);
  if (!textContent) throw noContentError();
  const content = allowedHtmlOf(root, baseUrl);
  if (!content.trim()) throw noContentError();

  const article: ExtractedArticle = {
    title: chooseTitle(result?.title, meta),
    content,
    textContent,
    excerpt: meta.description ?? pageText(result?.excerpt) ?? firstParagraph(textContent),
    byline: meta.byline ?? pageText(result?.byline, 200),
    siteName: meta.siteName ?? pageText(result?.siteName, 200),
    length: textContent.length,
    openGraph: meta.openGraph,
    canonicalUrl: meta.canonicalUrl ?? pageUrl,
    publishedTime: meta.publishedTime,
    language: meta.language,
  };
  if (article.excerpt) article.excerpt = truncate(article.excerpt, EXCERPT_CHARS);
  return article;
}
