// Images as the reader should see them: the real picture behind lazy-loading placeholders,
// the fallback inside <noscript>, and every URL absolute and http(s).

import type { DomDocument, DomElement } from './dom-types';

/** Attributes lazy-loading scripts read the real image URL from, most specific first. */
const LAZY_SRC_ATTRIBUTES = [
  'data-src',
  'data-lazy-src',
  'data-original',
  'data-lazy',
  'data-hi-res-src',
  'data-full-src',
  'data-orig-src',
  'data-echo',
  'data-url',
] as const;

const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset', 'srcset'] as const;

const PLACEHOLDER_SRC =
  /^data:|(?:^|[/_-])(?:blank|spacer|placeholder|lazy|loading|loader|transparent|pixel|grey|gray|empty|1x1)[\w-]*\.(?:gif|png|svg|jpe?g|webp)(?:[?#]|$)/i;

/** The widest candidate of a srcset ("a.jpg 320w, b.jpg 1024w" → "b.jpg"). */
export function largestSrcsetCandidate(srcset: string): string | null {
  let best: string | null = null;
  let bestSize = -1;
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const size = descriptor ? parseFloat(descriptor) : 1;
    if (Number.isFinite(size) && size > bestSize) {
      best = url;
      bestSize = size;
    }
  }
  return best;
}

function lazySource(img: DomElement): string | null {
  for (const name of LAZY_SRC_ATTRIBUTES) {
    const value = img.getAttribute(name)?.trim();
    if (value && !value.startsWith('data:')) return value;
  }
  for (const name of LAZY_SRCSET_ATTRIBUTES) {
    const value = img.getAttribute(name);
    const candidate = value ? largestSrcsetCandidate(value) : null;
    if (candidate && !candidate.startsWith('data:')) return candidate;
  }
  return null;
}

/** Gives every lazy-loaded image its real `src`. */
export function restoreLazyImage(img: DomElement): void {
  const src = img.getAttribute('src')?.trim() ?? '';
  if (src && !PLACEHOLDER_SRC.test(src)) return;
  const real = lazySource(img);
  if (real) img.setAttribute('src', real);
}

/**
 * `<noscript>` holds the real image on pages that lazy-load with a script: put it in place of the
 * placeholder before it. Everything else in `<noscript>` ("please enable JavaScript", tracking
 * pixels) goes.
 */
export function unwrapNoscript(noscript: DomElement): void {
  const images = noscript.getElementsByTagName('img');
  const text = (noscript.textContent ?? '').trim();
  if (images.length !== 1 || text.length > 0) {
    noscript.remove();
    return;
  }
  const img = images[0]!;
  const previous = noscript.previousElementSibling;
  if (previous && previous.localName === 'img') previous.remove();
  noscript.replaceWith(img);
}

/**
 * Resolves a URL from the page against the page's base and keeps it only if its scheme is
 * allowed. Tabs and newlines inside the scheme (`java&#09;script:`) are stripped by the URL
 * parser before the scheme is read, so they cannot sneak past the check.
 */
export function resolveUrl(
  value: string,
  base: string,
  schemes: ReadonlySet<string>,
): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  return schemes.has(url.protocol) ? url.href : null;
}

export const LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
export const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

/** The URL relative links on the page resolve against: `<base href>` if valid, else the page. */
export function documentBaseUrl(doc: DomDocument, pageUrl: string): string {
  // prepare-html moved every <base> into the head.
  const href = (doc.head ?? doc).getElementsByTagName('base')[0]?.getAttribute('href');
  if (href) {
    const resolved = resolveUrl(href, pageUrl, IMAGE_SCHEMES);
    if (resolved) return resolved;
  }
  return pageUrl;
}

/** Tracking pixels and spacers are not pictures. */
export function isTinyImage(img: DomElement): boolean {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  return (
    (img.hasAttribute('width') && width > 0 && width <= 2) ||
    (img.hasAttribute('height') && height > 0 && height <= 2)
  );
}
