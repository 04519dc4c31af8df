// Three of the steps Readability takes on its pick and on the page, made cheap on linkedom with
// the same results (issue #20: about 4% of extraction time on Readability's own test pages).
//
// - `_prepArticle` walks the whole pick once per tag it cleans out: ten `_clean` calls (object,
//   embed, footer, link, aside, iframe, input, textarea, select, button) and two
//   `_cleanConditionally` calls (form, fieldset). On a page prepare-html.ts wrote, most of those
//   tags never occur. One walk first lists the tags the pick holds; a clean of a tag it does not
//   hold removes nothing, so it is skipped. `_prepArticle` only removes elements before those
//   cleans (it creates an <img> at most), so a tag absent at the start stays absent.
// - `_cleanStyles` asks every element of the pick to remove twelve presentational attributes,
//   each a walk of its attributes; most elements of a prepared page have none to walk.
// - `_unwrapNoscriptImages` reads each image's attribute list twice per attribute it looks at,
//   and linkedom builds the list afresh on every read: here each list is read once.

import { elementsWithTags, type DomDocument, type DomElement } from './dom-types';

/** What these shortcuts read and replace on a Readability instance. */
export type PrepInternals = {
  _prepArticle?: unknown;
  _clean?: unknown;
  _cleanConditionally?: unknown;
  _cleanStyles?: unknown;
  _unwrapNoscriptImages?: unknown;
  PRESENTATIONAL_ATTRIBUTES?: unknown;
  DEPRECATED_SIZE_ATTRIBUTE_ELEMS?: unknown;
  /** The pick `_prepArticle` is preparing, and the tags under it when it started. */
  _prepared?: DomElement | null;
  _preparedTags?: ReadonlySet<string> | null;
};

type TagStep = (this: PrepInternals, e: DomElement, tag: string) => void;
type ElementStep = (this: PrepInternals, e: DomElement) => void;

/** The tags `_prepArticle` cleans out that it never creates: a clean of one absent is a no-op. */
const CLEANED_TAGS: ReadonlySet<string> = new Set([
  'object',
  'embed',
  'footer',
  'link',
  'aside',
  'iframe',
  'input',
  'textarea',
  'select',
  'button',
  'form',
  'fieldset',
]);

/** The lower-case tags of the elements under `root` that are among CLEANED_TAGS. */
function cleanedTagsUnder(root: DomElement): Set<string> {
  const found = new Set<string>();
  for (const el of elementsWithTags(root, CLEANED_TAGS)) found.add(el.localName.toLowerCase());
  return found;
}

function prepArticleKnowingTags(original: ElementStep): ElementStep {
  return function (articleContent) {
    this._prepared = articleContent;
    this._preparedTags = cleanedTagsUnder(articleContent);
    try {
      original.call(this, articleContent);
    } finally {
      this._prepared = null;
      this._preparedTags = null;
    }
  };
}

/** A clean of the pick being prepared, skipped for a tag the pick did not hold. */
function skippingAbsentTags(original: TagStep): TagStep {
  return function (e, tag) {
    if (e === this._prepared && CLEANED_TAGS.has(tag) && !this._preparedTags?.has(tag)) return;
    original.call(this, e, tag);
  };
}

type Attributed = DomElement & { hasAttributes?: () => boolean };

/** Readability's _cleanStyles; an element without attributes has nothing to remove. */
function cleanStylesOf(
  original: ElementStep,
  presentational: readonly string[],
  sized: readonly string[],
): ElementStep {
  const clean = function (this: PrepInternals, e: DomElement): void {
    if (!e || e.tagName.toLowerCase() === 'svg') return;
    if ((e as Attributed).hasAttributes!()) {
      for (const name of presentational) e.removeAttribute(name);
      if (sized.includes(e.tagName)) {
        e.removeAttribute('width');
        e.removeAttribute('height');
      }
    }
    for (let cur = e.firstElementChild; cur !== null; cur = cur.nextElementSibling)
      clean.call(this, cur);
  };
  return function (e) {
    // Another DOM (or a linkedom without hasAttributes): Readability's own.
    if (e && typeof (e as Attributed).hasAttributes !== 'function') original.call(this, e);
    else clean.call(this, e);
  };
}

/** The image file names Readability's first pass looks for in any attribute. */
const IMAGE_FILE = /\.(jpg|jpeg|png|webp)/i;

/** Readability's test of an image it keeps: a source attribute, or an image file named. */
function mayShowImage(img: DomElement): boolean {
  const attributes = img.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const { name, value } = attributes[i]!;
    if (name === 'src' || name === 'srcset' || name === 'data-src' || name === 'data-srcset')
      return true;
    if (IMAGE_FILE.test(value)) return true;
  }
  return false;
}

type UnwrapInternals = PrepInternals & { _isSingleImage: (node: DomElement) => boolean };

/**
 * Readability 0.6.0's _unwrapNoscriptImages, step for step, with each image's attribute list
 * read once: placeholder images go, then an image given again in the <noscript> after it
 * replaces it, keeping the old image's sources.
 */
function unwrapNoscriptImages(this: UnwrapInternals, doc: DomDocument): void {
  for (const img of Array.from(doc.getElementsByTagName('img')))
    if (!mayShowImage(img)) img.remove();
  for (const noscript of Array.from(doc.getElementsByTagName('noscript'))) {
    if (!this._isSingleImage(noscript)) continue;
    const tmp = doc.createElement('div') as DomElement;
    tmp.innerHTML = noscript.innerHTML;
    const prevElement = noscript.previousElementSibling;
    if (!prevElement || !this._isSingleImage(prevElement)) continue;
    const prevImg =
      prevElement.tagName === 'IMG' ? prevElement : prevElement.getElementsByTagName('img')[0]!;
    const newImg = tmp.getElementsByTagName('img')[0]!;
    const attributes = prevImg.attributes;
    for (let i = 0; i < attributes.length; i++) {
      const { name, value } = attributes[i]!;
      if (value === '') continue;
      if (name !== 'src' && name !== 'srcset' && !IMAGE_FILE.test(value)) continue;
      if (newImg.getAttribute(name) === value) continue;
      newImg.setAttribute(newImg.hasAttribute(name) ? `data-old-${name}` : name, value);
    }
    noscript.parentNode!.replaceChild(tmp.firstElementChild!, prevElement);
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Gives one Readability instance the three shortcuts, each only if its method is there. */
export function usePrepShortcuts(reader: object): void {
  const internals = reader as PrepInternals;
  if (
    typeof internals._prepArticle === 'function' &&
    typeof internals._clean === 'function' &&
    typeof internals._cleanConditionally === 'function'
  ) {
    internals._prepared = null;
    internals._preparedTags = null;
    internals._prepArticle = prepArticleKnowingTags(internals._prepArticle as ElementStep);
    internals._clean = skippingAbsentTags(internals._clean as TagStep);
    internals._cleanConditionally = skippingAbsentTags(internals._cleanConditionally as TagStep);
  }
  if (
    typeof internals._cleanStyles === 'function' &&
    isStringList(internals.PRESENTATIONAL_ATTRIBUTES) &&
    isStringList(internals.DEPRECATED_SIZE_ATTRIBUTE_ELEMS)
  )
    internals._cleanStyles = cleanStylesOf(
      internals._cleanStyles as ElementStep,
      internals.PRESENTATIONAL_ATTRIBUTES,
      internals.DEPRECATED_SIZE_ATTRIBUTE_ELEMS,
    );
  if (
    typeof internals._unwrapNoscriptImages === 'function' &&
    typeof (internals as Partial<UnwrapInternals>)._isSingleImage === 'function'
  )
    internals._unwrapNoscriptImages = unwrapNoscriptImages;
}
