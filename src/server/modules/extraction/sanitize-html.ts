// The allowlist every stored article passes through (SECURITY.md 14–16). The browser runs
// DOMPurify again before rendering; this is the server's half of that defence in depth.
//
// Only the tags and attributes below survive. Scripts, styles, frames, objects, embeds, forms
// and their controls, meta and base elements disappear; so do event handlers, `style`, `id`,
// `name`, `srcset`, `ping` and every other attribute not listed. URLs are resolved against the
// page and kept only for http, https (and mailto for links). Links open in a new tab.
//
// The article is written straight from the extractor's own tree (decision 023): serialising it
// only to parse it again in a sanitizer library cost about a tenth of extraction time. What is
// written cannot start markup the allowlist did not choose: every text and attribute value is
// escaped, only listed tags are opened, comments are left out, and no element whose content a
// browser reads as raw text (script, style, textarea, title, xmp...) is ever written.

import { parseHTML } from 'linkedom';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_REL,
  ARTICLE_TAGS,
  CODE_CLASS,
} from '@/shared/article-html-policy';
import { ELEMENT_NODE, TEXT_NODE, tagOf, type DomElement, type DomNode } from './dom-types';
import { IMAGE_SCHEMES, LINK_SCHEMES, resolveUrl } from './image-urls';
import { UNLISTED_BLOCKS_AS_DIVS } from './unlisted-blocks';

/** Elements whose text is not article text: dropped with their content, not just unwrapped. */
const NON_TEXT_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'optgroup',
  'select',
  'datalist',
  'noscript',
  'button',
  'title',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
]);

const ALLOWED_TAGS: ReadonlySet<string> = new Set(ARTICLE_TAGS);

/** Void elements written as `<br />`; the other allowed ones (col, wbr) get a closing tag. */
const SELF_CLOSING: ReadonlySet<string> = new Set(['img', 'br', 'hr']);

const EVERY_TAG = new Set(ARTICLE_ATTRIBUTES['*'] ?? []);
const ALLOWED_ATTRIBUTES = new Map(
  Object.entries(ARTICLE_ATTRIBUTES)
    .filter(([tag]) => tag !== '*')
    .map(([tag, names]) => [tag, new Set([...names, ...EVERY_TAG])]),
);

/** Allowed attributes that mean something with no value; any other one empty is dropped. */
const BOOLEAN_ATTRIBUTES: ReadonlySet<string> = new Set(['reversed']);
/** An empty alt says "decorative image" and is kept as `alt=""`. */
const KEPT_EMPTY = 'alt';

const CLASSES_KEPT_ON: ReadonlySet<string> = new Set(['code', 'pre']);

function escapeText(text: string): string {
  return /[&<>]/.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : text;
}

function escapeAttribute(value: string): string {
  return /[&<>"]/.test(value) ? escapeText(value).replace(/"/g, '&quot;') : value;
}

/** ` name="value"` as the allowlist keeps it, or '' when it is dropped. */
function attributeMarkup(name: string, value: string): string {
  if (value === '') {
    if (name === KEPT_EMPTY) return ` ${name}=""`;
    return BOOLEAN_ATTRIBUTES.has(name) ? ` ${name}` : '';
  }
  return ` ${name}="${escapeAttribute(value)}"`;
}

function keptClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => CODE_CLASS.test(name))
    .join(' ');
}

/** The listed attributes of `el` in document order, the first of a repeated name winning. */
function listedAttributes(el: DomElement, allowed: ReadonlySet<string>): [string, string][] {
  const kept: [string, string][] = [];
  const attributes = el.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const { name, value } = attributes[i]!;
    const key = name.toLowerCase();
    if (allowed.has(key) && !kept.some(([seen]) => seen === key)) kept.push([key, value]);
  }
  return kept;
}

function linkTag(el: DomElement, baseUrl: string): string {
  const title = el.getAttribute('title');
  const rawHref = el.getAttribute('href');
  const href = rawHref === null ? null : resolveUrl(rawHref, baseUrl, LINK_SCHEMES);
  let markup = '<a';
  if (title) markup += attributeMarkup('title', title);
  if (href)
    markup +=
      attributeMarkup('href', href) +
      attributeMarkup('target', '_blank') +
      attributeMarkup('rel', ARTICLE_LINK_REL);
  return `${markup}>`;
}

/** The image's opening tag, or null when it has no usable source (nothing to show). */
function imageTag(el: DomElement, baseUrl: string): string | null {
  let markup = '<img';
  let hasSource = false;
  for (const [name, value] of listedAttributes(el, ALLOWED_ATTRIBUTES.get('img')!)) {
    if (name !== 'src') {
      markup += attributeMarkup(name, value);
      continue;
    }
    const src = resolveUrl(value, baseUrl, IMAGE_SCHEMES);
    if (!src) continue;
    markup += attributeMarkup(name, src);
    hasSource = true;
  }
  return hasSource ? `${markup} />` : null;
}

function openingTag(el: DomElement, tag: string): string {
  let markup = `<${tag}`;
  for (const [name, value] of listedAttributes(el, ALLOWED_ATTRIBUTES.get(tag) ?? EVERY_TAG)) {
    markup += attributeMarkup(
      name,
      name === 'class' && CLASSES_KEPT_ON.has(tag) ? keptClasses(value) : value,
    );
  }
  return SELF_CLOSING.has(tag) ? `${markup} />` : `${markup}>`;
}

/** What an element becomes: its tags, or null to drop it with its content. */
type Written = { open: string; close: string } | null;

function written(el: DomElement, baseUrl: string): Written {
  const source = tagOf(el);
  if (NON_TEXT_TAGS.has(source)) return null;
  const tag = UNLISTED_BLOCKS_AS_DIVS[source] ?? source;
  // Any other unlisted element is unwrapped: its content stays, its tags go.
  if (!ALLOWED_TAGS.has(tag)) return { open: '', close: '' };
  if (tag === 'a') return { open: linkTag(el, baseUrl), close: '</a>' };
  if (tag === 'img') {
    const open = imageTag(el, baseUrl);
    return open === null ? null : { open, close: '' };
  }
  return { open: openingTag(el, tag), close: SELF_CLOSING.has(tag) ? '' : `</${tag}>` };
}

/**
 * The content of `root` (not the element itself) as stored article HTML. Iterative, so a page
 * nested thousands of levels deep cannot exhaust the stack.
 */
export function allowedHtmlOf(root: DomElement, baseUrl: string): string {
  let out = '';
  const closing: string[] = [];
  let node: DomNode | null = root.firstChild;
  while (node) {
    let into: DomNode | null = null;
    if (node.nodeType === TEXT_NODE) {
      out += escapeText(node.textContent ?? '');
    } else if (node.nodeType === ELEMENT_NODE) {
      const tags = written(node as DomElement, baseUrl);
      if (tags) {
        out += tags.open;
        if (node.firstChild) {
          closing.push(tags.close);
          into = node.firstChild;
        } else {
          out += tags.close;
        }
      }
    }
    if (into) {
      node = into;
      continue;
    }
    // On to the next sibling, closing each element whose last child this was.
    while (node && !node.nextSibling) {
      node = node.parentNode;
      if (!node || node === root) return out;
      out += closing.pop() ?? '';
    }
    node = node ? node.nextSibling : null;
  }
  return out;
}

/** Sanitised article HTML, safe to store and (after DOMPurify in the browser) to render. */
export function sanitizeArticleHtml(html: string, baseUrl: string): string {
  const { document } = parseHTML('<!DOCTYPE html><html><head></head><body></body></html>');
  const body = document.body as unknown as DomElement;
  body.innerHTML = html;
  return allowedHtmlOf(body, baseUrl);
}
