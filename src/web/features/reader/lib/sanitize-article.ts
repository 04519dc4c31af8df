import DOMPurify from 'dompurify';

// SECURITY.md 14–16, the browser's half: stored HTML was sanitised by the server, and is
// sanitised again here, right before it is shown, with the same allowlist. Links open in a new
// tab with rel="noopener noreferrer nofollow ugc"; URLs keep only http(s) (and mailto: links).

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

const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'span',
  'start',
  'reversed',
  'type',
  'value',
  'datetime',
  'class',
  'lang',
  'dir',
];

export const LINK_REL = 'noopener noreferrer nofollow ugc';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);
const CODE_CLASS = /^language-[\w-]+$/;

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
      const src = node.getAttribute('src');
      const safe = src === null ? null : allowedUrl(src, IMAGE_SCHEMES);
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
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'ping'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
