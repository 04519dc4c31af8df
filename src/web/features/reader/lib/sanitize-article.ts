import DOMPurify from 'dompurify';
import {
  ARTICLE_ATTRIBUTE_NAMES,
  ARTICLE_LINK_REL,
  ARTICLE_TAGS,
  CODE_CLASS,
} from '@/shared/article-html-policy';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';

// SECURITY.md 14–16, the browser's half: stored HTML was sanitised by the server, and is
// sanitised again here, right before it is shown, with the same allowlist. Links open in a new
// tab with rel="noopener noreferrer nofollow ugc"; links keep only http(s) and mailto: URLs, images
// only Canyon's own.

export const LINK_REL = ARTICLE_LINK_REL;

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** An absolute URL with an allowed scheme, else null (the URL parser also undoes "java\tscript:"). */
function allowedUrl(value: string, schemes: ReadonlySet<string>): string | null {
  try {
    const url = new URL(value.trim());
    return schemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with Canyon's hooks, made on first use (hooks are per instance). */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'class') return;
    // Only syntax-highlighting hints on code blocks keep a class.
    const tag = node.nodeName.toLowerCase();
    const kept =
      tag === 'code' || tag === 'pre'
        ? data.attrValue.split(/\s+/).filter((name) => CODE_CLASS.test(name))
        : [];
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = kept.join(' ');
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      const safe = href === null ? null : allowedUrl(href, LINK_SCHEMES);
      if (safe) {
        node.setAttribute('href', safe);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', LINK_REL);
      } else {
        node.removeAttribute('href');
      }
    } else if (node.nodeName === 'IMG') {
      // Article images are served by Canyon (SECURITY.md 45); no other source is ever loaded.
      const safe = canyonImageUrl(node.getAttribute('src'));
      if (safe) node.setAttribute('src', safe);
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitised article HTML as a document fragment, ready to be put into the page as it is. */
export function sanitizeArticle(html: string): DocumentFragment {
  const instance = getPurifier();
  // Fail closed: a browser DOMPurify cannot work in shows no article HTML at all.
  if (!instance.isSupported) return document.createDocumentFragment();
  return instance.sanitize(html, {
    ALLOWED_TAGS: ARTICLE_TAGS,
    ALLOWED_ATTR: ARTICLE_ATTRIBUTE_NAMES,
    FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'ping'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
