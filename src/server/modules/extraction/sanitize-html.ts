// The allowlist every stored article passes through (SECURITY.md 14–16). The browser runs
// DOMPurify again before rendering; this is the server's half of that defence in depth.
//
// Only the tags and attributes below survive. Scripts, styles, frames, objects, embeds, forms
// and their controls, meta and base elements disappear; so do event handlers, `style`, `id`,
// `name`, `srcset`, `ping` and every other attribute not listed. URLs are resolved against the
// page and kept only for http, https (and mailto for links). Links open in a new tab.

import sanitize from 'sanitize-html';
import { IMAGE_SCHEMES, LINK_SCHEMES, resolveUrl } from './image-urls';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'address',
  'article',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
];

const LINK_REL = 'noopener noreferrer nofollow ugc';

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
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      col: ['span'],
      colgroup: ['span'],
      ol: ['start', 'reversed', 'type'],
      li: ['value'],
      time: ['datetime'],
      abbr: ['title'],
      dfn: ['title'],
      code: ['class'],
      pre: ['class'],
      '*': ['lang', 'dir'],
    },
    // Syntax-highlighting hints on code blocks are the only classes kept.
    allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
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
