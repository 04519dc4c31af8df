// One linear pass over the raw HTML before linkedom sees it.
//
// Why: linkedom builds a node (with its own event-listener map) for every element, attribute
// and text run, so inert markup costs parse time, memory and Readability time for nothing.
// This pass drops scripts, styles, inline SVG (an icon leaves an empty <i>), comments and other
// markup that never holds article text, and keeps only the attributes extraction reads. The body goes through
// body-writer.ts, which drops whitespace nobody sees and blocks that are furniture beyond doubt.
//
// linkedom also nests tags exactly as written, so pages with a `<head>` before the doctype or
// IE conditional comments around several `<html>` tags end up with an empty body. The output
// shell is rebuilt: one html, one head with the head-only tags, one body with everything else
// in its original order.

import { Readability } from '@mozilla/readability';
import { BodyWriter, type BodyWriterOptions, type TagInfo } from './body-writer';
import { BOILERPLATE_IN_NAMES } from './boilerplate-patterns';
import { isTexScriptType, mathMarkupText, texScriptText } from './formula-text';
import { isReadMetaKey } from './metadata';
import { NameVerdicts } from './name-verdicts';

export type PreparedHtml = {
  /** A well-formed `<!DOCTYPE html><html><head>…</head><body>…</body></html>` string. */
  html: string;
  /** The text of every `<script type="application/ld+json">`, for metadata. */
  jsonLd: string[];
  /** Characters outside links of the largest block with prose the body writer left out. */
  leftOutProseChars: number;
};

/**
 * Elements dropped with everything inside them: none holds article text, but for a formula,
 * whose text is kept (`<math>`, and a script of TeX for MathJax; formula-text.ts).
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'svg',
  'math',
  'template',
  'iframe',
  'textarea',
  'select',
  'object',
  'noembed',
  'noframes',
  'canvas',
  'datalist',
  'xmp',
]);

/** An SVG's words: a chart or a diagram, not an icon. */
const SVG_WORDS = /<text[\s>/]/i;
const ICON: TagInfo = {
  name: 'i',
  attrs: '',
  selfClosing: false,
  className: '',
  id: '',
  role: '',
  itemprop: '',
  hidden: false,
};

/** Elements whose content the HTML parser reads as raw text up to the closing tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'iframe',
  'noembed',
  'noframes',
  'title',
  'xmp',
]);

/** Head-only void elements, moved into the rebuilt head wherever they appear. */
const HEAD_VOID = new Set(['meta', 'link', 'base']);

// A page's head holds dozens of <meta> and <link> tags (about a tenth of the elements and
// attributes linkedom builds) that nothing reads: only rel=canonical among the links
// (metadata.ts), and among the metas those with content that metadata.ts reads or that
// Readability's metadata step may read (its property and name patterns, widened to any name
// holding one of its words).
const CANONICAL = /(?:^|\s)canonical(?:\s|$)/i;
const READABILITY_META_WORDS =
  /author|creator|description|published_time|title|site_name|pub-date/i;

/** Void elements dropped outright. */
const DROPPED_VOID = new Set(['input', 'embed', 'param', 'source', 'track', 'area', 'keygen']);

const SHELL = new Set(['html', 'head', 'body']);

/** Attributes that extraction reads (Readability, cleanup, images, metadata, the sanitizer). */
const KEPT_ATTRIBUTES = new Set([
  'role',
  'hidden',
  'aria-hidden',
  'aria-modal',
  'itemprop',
  'lang',
  'xml:lang',
  'dir',
  'href',
  'src',
  'srcset',
  'alt',
  'colspan',
  'rowspan',
  'datetime',
  'pubdate',
  'start',
  'reversed',
  'value',
  'data-src',
  'data-srcset',
  'data-lazy-src',
  'data-lazy-srcset',
  'data-original',
  'data-lazy',
  'data-hi-res-src',
  'data-full-src',
  'data-orig-src',
  'data-echo',
  'data-url',
]);

const META_ATTRIBUTES = new Set([
  'name',
  'property',
  'content',
  'http-equiv',
  'charset',
  'itemprop',
  'rel',
  'href',
]);

// Readability's own class/id regexes (unlikely, ok-maybe, positive, negative, byline, share…),
// read from the library so they stay in step with it, plus Canyon's boilerplate names and the
// few class names kept for their own sake. A class or id that none of them matches changes no
// decision anywhere, so it is dropped: one attribute node less, and no class list to build.
const READABILITY_REGEXPS = (
  Readability.prototype as unknown as { REGEXPS?: Record<string, unknown> }
).REGEXPS;
const NAME_HINTS: RegExp[] = [
  ...[
    'unlikelyCandidates',
    'okMaybeItsACandidate',
    'positive',
    'negative',
    'extraneous',
    'byline',
    'shareElements',
  ]
    .map((key) => READABILITY_REGEXPS?.[key])
    .filter((re): re is RegExp => re instanceof RegExp),
  BOILERPLATE_IN_NAMES,
  /fallback-image|language-|(?:^|\s)page(?:\s|$)/i,
];
const KEEP_ALL_NAMES = NAME_HINTS.length < 8; // the library changed shape: keep every name

/**
 * isMeaningfulName's verdicts (name-verdicts.ts): sites built on the same framework or CMS share
 * their names, and a hostile page's names must not grow the memory of the worker.
 */
const meaningfulNames = new NameVerdicts((value) => NAME_HINTS.some((re) => re.test(value)));

/** Whether a class or id value can change a decision; each test runs nine regexes. */
function isMeaningfulName(value: string): boolean {
  return KEEP_ALL_NAMES || meaningfulNames.of(value);
}

/**
 * Containers whose class stays comparable even when its name means nothing: Readability joins the
 * siblings of its pick that share the pick's class (an article split into sibling blocks by ads,
 * issue #20). Such a class is written as a short key, `_c<n>`, kept only when two tags share it.
 */
const CLASS_COMPARED = new Set(['div', 'section', 'article']);
const CLASS_KEY_MARK = '\uE010';
const CLASS_KEY = / class="\uE010(\d+)"/g;

/** The keys of meaningless class names, and how many tags carry each. */
type ClassKeys = {
  byName: Map<string, number>;
  counts: number[];
};

function classKey(keys: ClassKeys, value: string): number {
  let key = keys.byName.get(value);
  if (key === undefined) {
    key = keys.counts.length;
    keys.byName.set(value, key);
    keys.counts.push(0);
  }
  keys.counts[key]! += 1;
  return key;
}

/** Writes the keys that two or more tags share; a class no other tag has changes nothing. */
function resolveClassKeys(html: string, keys: ClassKeys): string {
  if (keys.counts.length === 0) return html;
  return html.replace(CLASS_KEY, (_, key: string) =>
    keys.counts[Number(key)]! >= 2 ? ` class="_c${key}"` : '',
  );
}

/**
 * Attributes read per tag; the rest of a huge attribute list is skipped unread (a real tag has a
 * handful, so this only bounds what a hostile page can make the parser build).
 */
export const MAX_ATTRIBUTES = 64;

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

const closingTagCache = new Map<string, RegExp>();
function closingTag(name: string): RegExp {
  let re = closingTagCache.get(name);
  if (!re) {
    re = new RegExp(`</${name}(?=[\\s/>])[^>]*>`, 'gi');
    closingTagCache.set(name, re);
  }
  return re;
}

function findClose(
  html: string,
  name: string,
  from: number,
): { start: number; end: number } | null {
  const re = closingTag(name);
  re.lastIndex = from;
  const m = re.exec(html);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

function isNameChar(code: number): boolean {
  // a-z A-Z 0-9 - _ : .
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 95 ||
    code === 58 ||
    code === 46
  );
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12;
}

type Tag = TagInfo & {
  /** Index just past the tag's `>`. */
  end: number;
  /** Whether the tag had a type="application/ld+json" (scripts only). */
  jsonLd: boolean;
  /** Whether the tag had a type="math/tex" (scripts only): TeX for MathJax. */
  tex: boolean;
  /** Head tags: whether extraction reads this <meta>, <link> or <base>. */
  read: boolean;
};

function quoteAttr(value: string): string {
  return value.includes('"') ? value.replace(/"/g, '&quot;') : value;
}

/** Reads an opening tag whose name starts at `from` (just past `<`). Linear; quote-aware. */
function readTag(html: string, from: number, keys: ClassKeys): Tag {
  let i = from;
  while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
  const name = html.slice(from, i).toLowerCase();
  const isMeta = HEAD_VOID.has(name);
  let attrs = '';
  let selfClosing = false;
  let jsonLd = false;
  let tex = false;
  let className = '';
  let id = '';
  let role = '';
  let itemprop = '';
  let hidden = false;
  let attributes = 0;
  // Head tags: what decides whether anything reads them (isReadHeadTag).
  let metaKeys = '';
  let hasContent = false;
  let rel = '';
  while (i < html.length) {
    const code = html.charCodeAt(i);
    if (code === 62 /* > */) {
      i++;
      break;
    }
    if (isSpace(code)) {
      i++;
      continue;
    }
    if (code === 47 /* / */) {
      selfClosing = html.charCodeAt(i + 1) === 62;
      i++;
      continue;
    }
    selfClosing = false;
    const nameStart = i;
    let upper = false;
    while (i < html.length) {
      const c = html.charCodeAt(i);
      if (isSpace(c) || c === 61 /* = */ || c === 62 || (c === 47 && i > nameStart)) break;
      if (c >= 65 && c <= 90) upper = true;
      i++;
    }
    const attrName = upper ? html.slice(nameStart, i).toLowerCase() : html.slice(nameStart, i);
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    let valueStart = -1;
    let valueEnd = -1;
    if (html.charCodeAt(i) === 61) {
      i++;
      while (i < html.length && isSpace(html.charCodeAt(i))) i++;
      const quote = html.charCodeAt(i);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(quote === 34 ? '"' : "'", i + 1);
        valueStart = i + 1;
        valueEnd = close < 0 ? html.length : close;
        i = close < 0 ? html.length : close + 1;
      } else {
        valueStart = i;
        while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++;
        valueEnd = i;
      }
    }
    // Most attributes of a raw page (inline styles, data blobs, handlers) are read by nothing.
    if (++attributes > MAX_ATTRIBUTES || !VALUE_READ.has(attrName)) continue;
    const value = valueStart < 0 ? null : html.slice(valueStart, valueEnd);
    if (name === 'script' && attrName === 'type' && value && /ld\+json/i.test(value)) jsonLd = true;
    if (name === 'script' && attrName === 'type' && value && isTexScriptType(value)) tex = true;
    if (isMeta) {
      if (attrName === 'content') hasContent = true;
      else if (attrName === 'rel') rel += ` ${value ?? ''}`;
      else if (META_KEY_ATTRIBUTES.has(attrName)) metaKeys += ` ${value ?? ''}`;
    }
    if (attrName === 'class') className = value ?? '';
    else if (attrName === 'id') id = value ?? '';
    else if (attrName === 'role') role = value ?? '';
    else if (attrName === 'itemprop') itemprop = value ?? '';
    else if (attrName === 'hidden' || (attrName === 'style' && value && HIDING_STYLE.test(value)))
      hidden = true;
    if (attrName === 'rel' && !isMeta) {
      // Only rel="author" means anything to extraction (Readability's byline).
      if (value && /author/i.test(value)) attrs += ` rel="${quoteAttr(value)}"`;
    } else if ((attrName === 'width' || attrName === 'height') && !isMeta) {
      if (name === 'img' && value !== null) attrs += ` ${attrName}="${quoteAttr(value)}"`;
    } else if ((attrName === 'class' || attrName === 'id') && !isMeta) {
      if (value && isMeaningfulName(value)) attrs += ` ${attrName}="${quoteAttr(value)}"`;
      else if (value && attrName === 'class' && CLASS_COMPARED.has(name))
        attrs += ` class="${CLASS_KEY_MARK}${classKey(keys, value)}"`;
    } else if (isMeta ? META_ATTRIBUTES.has(attrName) : KEPT_ATTRIBUTES.has(attrName)) {
      attrs += value === null ? ` ${attrName}` : ` ${attrName}="${quoteAttr(value)}"`;
    } else if (attrName === 'style' && value && HIDING_STYLE.test(value)) {
      attrs += ' style="display:none"';
    }
  }
  const read = isMeta && isReadHeadTag(name, metaKeys, hasContent, rel);
  return {
    name,
    attrs,
    selfClosing,
    end: i,
    jsonLd,
    tex,
    read,
    className,
    id,
    role,
    itemprop,
    hidden,
  };
}

const META_KEY_ATTRIBUTES = new Set(['property', 'name', 'itemprop', 'http-equiv']);

/** The attributes readTag looks at; it skips the others unread. */
const VALUE_READ = new Set([
  ...KEPT_ATTRIBUTES,
  ...META_ATTRIBUTES,
  ...META_KEY_ATTRIBUTES,
  'class',
  'id',
  'style',
  'type',
  'width',
  'height',
]);

function isReadHeadTag(name: string, metaKeys: string, hasContent: boolean, rel: string): boolean {
  if (name === 'link') return CANONICAL.test(rel) || rel.includes('&');
  if (name !== 'meta') return true;
  // Both readers skip a meta without content; a character reference could hide a key.
  if (!hasContent) return false;
  return isReadMetaKey(metaKeys) || READABILITY_META_WORDS.test(metaKeys) || metaKeys.includes('&');
}

/** A second opinion's page (extract-article.ts): the small forms written out, nothing else kept. */
export const WITH_SMALL_FORMS: BodyWriterOptions = { keepSmallForms: true };
/** The page as plain Readability reads it: small forms and furniture-named prose written out. */
export const AS_PLAIN_READABILITY: BodyWriterOptions = {
  keepSmallForms: true,
  keepFurnitureProse: true,
};

export function prepareHtml(raw: string, options: BodyWriterOptions = {}): PreparedHtml {
  const body = new BodyWriter(options);
  const head: string[] = [];
  const jsonLd: string[] = [];
  const keys: ClassKeys = { byName: new Map(), counts: [] };
  let htmlAttrs: string | undefined;
  let bodyAttrs: string | undefined;

  let i = 0;
  const n = raw.length;
  while (i < n) {
    const lt = raw.indexOf('<', i);
    if (lt < 0) {
      body.text(raw.slice(i));
      break;
    }
    if (lt > i) body.text(raw.slice(i, lt));
    const next = raw.charCodeAt(lt + 1);

    if (next === 33 /* ! */) {
      if (raw.startsWith('<!--', lt)) {
        // "<!-->" and "<!--->" are whole (empty) comments to an HTML parser, not openers that
        // hide the page up to the next "-->".
        const abrupt = raw.startsWith('>', lt + 4) ? 5 : raw.startsWith('->', lt + 4) ? 6 : 0;
        const end = abrupt ? lt + abrupt - 3 : raw.indexOf('-->', lt + 4);
        i = end < 0 ? n : end + 3;
      } else {
        // Doctype, CDATA, downlevel-revealed conditional comments: not content.
        const end = raw.indexOf('>', lt + 2);
        i = end < 0 ? n : end + 1;
      }
      continue;
    }
    if (next === 63 /* ? */) {
      const end = raw.indexOf('>', lt + 2);
      i = end < 0 ? n : end + 1;
      continue;
    }

    if (next === 47 /* / */ && isLetter(raw.charCodeAt(lt + 2))) {
      let j = lt + 2;
      while (j < n && isNameChar(raw.charCodeAt(j))) j++;
      const name = raw.slice(lt + 2, j).toLowerCase();
      const end = raw.indexOf('>', j);
      i = end < 0 ? n : end + 1;
      if (
        SHELL.has(name) ||
        HEAD_VOID.has(name) ||
        DROPPED_WITH_CONTENT.has(name) ||
        DROPPED_VOID.has(name)
      ) {
        continue;
      }
      body.close(name);
      continue;
    }

    if (!isLetter(next)) {
      body.text('<');
      i = lt + 1;
      continue;
    }

    const tag = readTag(raw, lt + 1, keys);
    const { name } = tag;
    i = tag.end;

    if (SHELL.has(name)) {
      if (name === 'html') htmlAttrs ??= tag.attrs;
      if (name === 'body') bodyAttrs ??= tag.attrs;
      continue;
    }
    if (HEAD_VOID.has(name)) {
      if (tag.read) head.push(`<${name}${tag.attrs}>`);
      continue;
    }
    if (DROPPED_VOID.has(name)) continue;
    if (name === 'title') {
      const close = findClose(raw, name, tag.end);
      // An unclosed title would swallow the page; it ends at the next tag instead.
      const stop = close ? close.start : raw.indexOf('<', tag.end);
      head.push(`<title>${raw.slice(tag.end, stop < 0 ? n : stop)}</title>`);
      i = close ? close.end : stop < 0 ? n : stop;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (tag.selfClosing && !RAW_TEXT.has(name)) continue;
      const close = findClose(raw, name, tag.end);
      if (close) {
        const inner = raw.slice(tag.end, close.start);
        if (tag.jsonLd) jsonLd.push(inner);
        // An inline SVG without words is an icon: it stays as the empty <i> an icon font draws,
        // so that a control drawn with either is found alike (icon-controls.ts).
        if (name === 'svg' && !SVG_WORDS.test(inner)) {
          body.open(ICON);
          body.close('i');
        }
        // A formula's text stays in its sentence (formula-text.ts).
        if (name === 'math') body.text(` ${mathMarkupText(inner)} `);
        if (tag.tex) body.text(` ${texScriptText(inner)} `);
        i = close.end;
      } else if (RAW_TEXT.has(name)) {
        i = n; // the browser reads the rest of the page as this element's text
      }
      continue;
    }
    body.open(tag);
  }

  const html =
    `<!DOCTYPE html><html${htmlAttrs ?? ''}><head>${head.join('')}</head>` +
    `<body${bodyAttrs ?? ''}>${body.finish()}</body></html>`;
  return { html: resolveClassKeys(html, keys), jsonLd, leftOutProseChars: body.leftOutProseChars };
}
