// The allowlist every stored article passes through (SECURITY.md 14–16). The browser runs
// DOMPurify again before rendering; this is the server's half of that defence in depth.
//
// Only the tags and attributes below survive. Scripts, styles, frames, objects, embeds, forms
// and their controls, meta and base elements disappear; so do event handlers, `style`, `id`,
// `name`, `srcset`, `ping` and every other attribute not listed. URLs are resolved against the
// page and kept only for http, https (and mailto for links). Links open in a new tab.

import sanitize from 'sanitize-html';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_REL,
  ARTICLE_TAGS,
  CODE_CLASS,
} from '@/shared/article-html-policy';
import { IMAGE_SCHEMES, LINK_SCHEMES, resolveUrl } from './image-urls';
import { UNLISTED_BLOCKS_AS_DIVS } from './unlisted-blocks';

const LINK_REL = ARTICLE_LINK_REL;

/** Elements whose text is not article text: dropped with their content, not just unwrapped. */
const NON_TEXT_TAGS = [
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
];

function sanitizeOptions(baseUrl: string): sanitize.IOptions {
  return {
    allowedTags: ARTICLE_TAGS,
    // target and rel survive only because the link transform below sets them itself.
    allowedAttributes: {
      ...ARTICLE_ATTRIBUTES,
      a: [...(ARTICLE_ATTRIBUTES.a ?? []), 'target', 'rel'],
    },
    allowedClasses: { code: [CODE_CLASS], pre: [CODE_CLASS] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      ...UNLISTED_BLOCKS_AS_DIVS,
      a: (tagName, attribs) => {
        const href =
          attribs.href === undefined ? null : resolveUrl(attribs.href, baseUrl, LINK_SCHEMES);
        const kept: sanitize.Attributes = {};
        if (attribs.title) kept.title = attribs.title;
        if (href) {
          kept.href = href;
          kept.target = '_blank';
          kept.rel = LINK_REL;
        }
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const kept: sanitize.Attributes = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (name !== 'src') kept[name] = value;
          else {
            const src = resolveUrl(value, baseUrl, IMAGE_SCHEMES);
            if (src) kept.src = src;
          }
        }
        return { tagName, attribs: kept };
      },
    },
    // An image without a usable source is nothing to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Sanitised article HTML, safe to store and (after DOMPurify in the browser) to render. */
export function sanitizeArticleHtml(html: string, baseUrl: string): string {
  return sanitize(html, sanitizeOptions(baseUrl));
}
