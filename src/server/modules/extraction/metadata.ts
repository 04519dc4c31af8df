// What the page says about itself: <meta> tags, Open Graph, JSON-LD, <link rel=canonical>,
// <html lang>. Every value comes back as plain, trimmed, length-capped text (SECURITY.md 17:
// these are text everywhere, never HTML), and every URL absolute and http(s). Character
// references left in the text are decoded once: sites often encode their titles twice, so
// "&#8211;" reaches og:title or JSON-LD as text (issue #17).

import { decodeEntities } from '@/shared/text/decode-entities';
import type { DomDocument, DomElement } from './dom-types';
import { IMAGE_SCHEMES, resolveUrl } from './image-urls';

export type OpenGraph = {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  type: string | null;
  url: string | null;
};

export type PageMetadata = {
  /** The `<title>` element's text. */
  documentTitle: string | null;
  /** The text of the page's first few `<h1>` elements. */
  pageHeadings: string[];
  /** The headline from JSON-LD or the first `<h1>`-like metadata. */
  headline: string | null;
  /** The title `<meta>` tags state, in the order Readability reads them. */
  metaTitle: string | null;
  byline: string | null;
  siteName: string | null;
  description: string | null;
  publishedTime: string | null;
  language: string | null;
  canonicalUrl: string | null;
  openGraph: OpenGraph;
  /** The JSON-LD article's `articleBody`, as stated (stated-body.ts decides what it is worth). */
  articleBody: string | null;
};

const MAX_TEXT = 1000;
const MAX_URL = 2048;
const MAX_JSON_LD = 200_000;

// Controls and invisible format characters have no place in a title or a byline.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/** Plain text: no markup characters removed (they are text), whitespace collapsed, capped. */
export function cleanText(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** cleanText of what the page states, its leftover character references decoded first. */
export function pageText(value: unknown, max = MAX_TEXT): string | null {
  return cleanText(typeof value === 'string' ? decodeEntities(value) : value, max);
}

function cleanUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  const url = resolveUrl(value, base, IMAGE_SCHEMES);
  return url && url.length <= MAX_URL ? url : null;
}

/**
 * The lower-cased `<meta>` keys (property, name, itemprop, http-equiv) readPageMetadata reads.
 * Only these are collected, so a key read below but missing here reads as absent in the tests;
 * prepare-html.ts leaves out the `<meta>` tags none of them name.
 */
const READ_META_KEYS = new Set([
  'og:title',
  'og:description',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:site_name',
  'og:type',
  'og:url',
  'og:locale',
  'dc:title',
  'dc.title',
  'dcterm:title',
  'weibo:article:title',
  'weibo:webpage:title',
  'title',
  'twitter:title',
  'parsely-title',
  'author',
  'article:author_name',
  'dc.creator',
  'parsely-author',
  'sailthru.author',
  'application-name',
  'description',
  'twitter:description',
  'dc.description',
  'article:published_time',
  'datepublished',
  'date',
  'pubdate',
  'publishdate',
  'dc.date',
  'dc.date.issued',
  'sailthru.date',
  'parsely-pub-date',
  'content-language',
  'language',
]);

/** Whether readPageMetadata reads a `<meta>` with this property, name, itemprop or http-equiv. */
export function isReadMetaKey(keys: string): boolean {
  return keys
    .toLowerCase()
    .split(/\s+/)
    .some((key) => READ_META_KEYS.has(key));
}

/** `<meta>` values by lower-cased property/name/itemprop; the first occurrence wins. */
function readMetaTags(doc: DomDocument): Map<string, string> {
  const values = new Map<string, string>();
  // prepare-html moved every <meta> into the head.
  const metas = (doc.head ?? doc).getElementsByTagName('meta');
  for (let i = 0; i < metas.length; i++) {
    const meta = metas[i]!;
    const content = meta.getAttribute('content');
    if (content === null) continue;
    for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
      const keys = meta.getAttribute(attr);
      if (!keys) continue;
      // RDFa allows several space-separated properties in one attribute.
      for (const key of keys.toLowerCase().split(/\s+/)) {
        if (READ_META_KEYS.has(key) && !values.has(key)) values.set(key, content);
      }
    }
  }
  return values;
}

type JsonObject = Record<string, unknown>;

const ARTICLE_TYPE = /Article|BlogPosting|Posting|Report|NewsArticle|WebPage/;

function* jsonLdObjects(value: unknown, depth = 0): Generator<JsonObject> {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonLdObjects(item, depth + 1);
    return;
  }
  const object = value as JsonObject;
  yield object;
  if (object['@graph']) yield* jsonLdObjects(object['@graph'], depth + 1);
}

function typeNames(object: JsonObject): string[] {
  const type = object['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** The page's Article-like JSON-LD object, if any (an Article beats a WebPage). */
function findJsonLdArticle(sources: string[]): JsonObject | null {
  let fallback: JsonObject | null = null;
  for (const source of sources) {
    if (source.length > MAX_JSON_LD) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(source.replace(/^\s*(?:<!\[CDATA\[|<!--)|(?:\]\]>|-->)\s*$/g, ''));
    } catch {
      continue;
    }
    for (const object of jsonLdObjects(parsed)) {
      const types = typeNames(object);
      if (types.some((t) => ARTICLE_TYPE.test(t) && t !== 'WebPage')) return object;
      if (!fallback && types.includes('WebPage')) fallback = object;
    }
  }
  return fallback;
}

function personName(value: unknown): string | null {
  if (typeof value === 'string') return pageText(value, 200);
  if (Array.isArray(value)) {
    const names = value.map(personName).filter((n): n is string => n !== null);
    return names.length ? cleanText(names.join(', '), 200) : null;
  }
  if (value && typeof value === 'object') return pageText((value as JsonObject).name, 200);
  return null;
}

/** An ISO 8601 string for a parseable date, else null. */
export function normaliseDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  return year >= 1990 && year <= 2200 ? new Date(time).toISOString() : null;
}

/** A BCP 47-looking language tag ("en", "en-US", "pt_BR" → "pt-BR"), else null. */
export function normaliseLanguage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value
    .trim()
    .split(/[,;\s]/)[0]!
    .replace(/_/g, '-');
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(tag) ? tag : null;
}

function first<T>(...values: Array<T | null | undefined>): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

function findCanonicalHref(doc: DomDocument): string | null {
  const links = (doc.head ?? doc).getElementsByTagName('link');
  for (let i = 0; i < links.length; i++) {
    const link = links[i]!;
    if (/(?:^|\s)canonical(?:\s|$)/i.test(link.getAttribute('rel') ?? ''))
      return link.getAttribute('href');
  }
  return null;
}

/** `<time pubdate datetime>` or `<time itemprop="datePublished" datetime>` in the body. */
function findPublishedTimeElement(doc: DomDocument): DomElement | null {
  const times = (doc.body ?? doc).getElementsByTagName('time');
  for (let i = 0; i < times.length; i++) {
    const time = times[i]!;
    if (!time.hasAttribute('datetime')) continue;
    if (time.hasAttribute('pubdate') || /datepublished/i.test(time.getAttribute('itemprop') ?? ''))
      return time;
  }
  return null;
}

export function readPageMetadata(
  doc: DomDocument,
  jsonLd: string[],
  baseUrl: string,
): PageMetadata {
  const meta = readMetaTags(doc);
  const ld = findJsonLdArticle(jsonLd);
  const m = (key: string): string | null => pageText(meta.get(key));

  const openGraph: OpenGraph = {
    title: m('og:title'),
    description: m('og:description'),
    image: first(
      cleanUrl(meta.get('og:image'), baseUrl),
      cleanUrl(meta.get('og:image:url'), baseUrl),
      cleanUrl(meta.get('og:image:secure_url'), baseUrl),
    ),
    siteName: m('og:site_name'),
    type: pageText(meta.get('og:type'), 100),
    url: cleanUrl(meta.get('og:url'), baseUrl),
  };

  const canonicalHref = findCanonicalHref(doc);
  const timeElement = findPublishedTimeElement(doc);
  const publisher = ld?.publisher;

  return {
    documentTitle: pageText(doc.title),
    pageHeadings: Array.from((doc.body ?? doc).getElementsByTagName('h1'))
      .slice(0, 3)
      .map((h1) => pageText(h1.textContent, MAX_TEXT))
      .filter((text): text is string => text !== null),
    headline: first(
      pageText(ld?.headline),
      pageText(typeNames(ld ?? {}).includes('WebPage') ? null : ld?.name),
    ),
    metaTitle: first(
      ...['dc:title', 'dc.title', 'dcterm:title', 'og:title', 'weibo:article:title'].map(m),
      ...['weibo:webpage:title', 'title', 'twitter:title', 'parsely-title'].map(m),
    ),
    byline: first(
      personName(ld?.author),
      personName(ld?.creator),
      m('author'),
      m('article:author_name'),
      m('dc.creator'),
      m('parsely-author'),
      m('sailthru.author'),
    ),
    siteName: first(
      openGraph.siteName,
      publisher && typeof publisher === 'object' ? pageText((publisher as JsonObject).name) : null,
      m('application-name'),
    ),
    description: first(
      pageText(ld?.description),
      openGraph.description,
      m('description'),
      m('twitter:description'),
      m('dc.description'),
    ),
    publishedTime: first(
      normaliseDate(ld?.datePublished),
      normaliseDate(meta.get('article:published_time')),
      normaliseDate(meta.get('datepublished')),
      normaliseDate(meta.get('date')),
      normaliseDate(meta.get('pubdate')),
      normaliseDate(meta.get('publishdate')),
      normaliseDate(meta.get('dc.date')),
      normaliseDate(meta.get('dc.date.issued')),
      normaliseDate(meta.get('sailthru.date')),
      normaliseDate(meta.get('parsely-pub-date')),
      normaliseDate(timeElement?.getAttribute('datetime') ?? timeElement?.getAttribute('content')),
    ),
    language: first(
      normaliseLanguage(doc.documentElement.getAttribute('lang')),
      normaliseLanguage(doc.documentElement.getAttribute('xml:lang')),
      normaliseLanguage(meta.get('content-language')),
      normaliseLanguage(meta.get('language')),
      normaliseLanguage(ld?.inLanguage),
      normaliseLanguage(meta.get('og:locale')),
    ),
    canonicalUrl: first(canonicalHref ? cleanUrl(canonicalHref, baseUrl) : null, openGraph.url),
    openGraph,
    articleBody: typeof ld?.articleBody === 'string' ? ld.articleBody : null,
  };
}
