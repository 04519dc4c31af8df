// `<meta http-equiv="refresh" content="0; url=...">`: the way many pages redirect without HTTP.
// A page that does nothing else is followed like a redirect (fetch-page.ts); a page with content
// of its own is the article, refresh or not. Read with one forward scan (no DOM, no backtracking
// regular expressions), since the page is untrusted and up to 2 MB.

/** Longer delays are a page that reloads itself, not a redirect. */
export const MAX_REFRESH_DELAY_SECONDS = 10;
/** Visible characters (not counting spaces) past which a page is content, not a way station. */
export const MAX_REFRESH_PAGE_TEXT = 300;
/** Tags past which a page is content too; it also bounds the scan of a hostile page. */
export const MAX_REFRESH_PAGE_TAGS = 5000;
/** A content attribute longer than this is no refresh (URLs stop at 2,048 characters). */
const MAX_CONTENT_CHARS = 4096;

export type Refresh = { delaySeconds: number; target: string | null };

const ASCII_WHITESPACE = /[\t\n\f\r ]/;
const isSpace = (char: string | undefined) => char !== undefined && ASCII_WHITESPACE.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The HTML standard's "shared declarative refresh steps": delay and target, or null if malformed. */
export function parseRefreshContent(content: string): Refresh | null {
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(content[at])) at += 1;
  };
  skipSpaces();
  const start = at;
  while (isDigit(content[at])) at += 1;
  if (at === start && content[at] !== '.') return null;
  const delaySeconds = at === start ? 0 : Number(content.slice(start, at));
  while (isDigit(content[at]) || content[at] === '.') at += 1;
  if (at >= content.length) return { delaySeconds, target: null };
  if (content[at] !== ';' && content[at] !== ',' && !isSpace(content[at])) return null;
  skipSpaces();
  if (content[at] === ';' || content[at] === ',') at += 1;
  skipSpaces();

  // "url=" is optional; a partial match falls through to the quotes step where it stopped.
  const matchesUrl = () => {
    for (const letter of 'url') {
      if (content[at]?.toLowerCase() !== letter) return false;
      at += 1;
    }
    skipSpaces();
    if (content[at] !== '=') return false;
    at += 1;
    skipSpaces();
    return true;
  };
  matchesUrl();
  let quote: string | undefined;
  if (content[at] === '"' || content[at] === "'") {
    quote = content[at];
    at += 1;
  }
  let target = content.slice(at);
  if (quote && target.includes(quote)) target = target.slice(0, target.indexOf(quote));
  target = target.trim();
  return { delaySeconds, target: target || null };
}

const REFERENCES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Enough of attribute decoding for a URL: the named references URLs use, and numeric ones. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|quot|apos|lt|gt);?/gi, (whole, ref) => {
    const name = String(ref).toLowerCase();
    if (!name.startsWith('#')) return REFERENCES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The refresh a `<meta ...>` tag's attributes declare, if it declares one. */
function refreshOfMeta(attributes: string): Refresh | null {
  let httpEquiv: string | undefined;
  let content: string | undefined;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'http-equiv') httpEquiv ??= value;
    else if (name === 'content') content ??= value;
  }
  if (
    decodeAttribute(httpEquiv ?? '')
      .trim()
      .toLowerCase() !== 'refresh'
  )
    return null;
  if (content === undefined || content.length > MAX_CONTENT_CHARS) return null;
  return parseRefreshContent(decodeAttribute(content));
}

/** Elements whose content is not markup, or not shown: their text does not count. */
const SKIPPED = /^(script|style|template|title|textarea|xmp|iframe|noembed|noframes)[\s/>]/i;
const META = /^meta[\s/]/i;
/** A quick look before the scan: most pages declare no refresh at all. */
const MAY_REFRESH = /http-equiv\s*=\s*["']?\s*refresh/i;

function countText(text: string): number {
  let count = 0;
  for (const char of text) if (!isSpace(char)) count += 1;
  return count;
}

/**
 * The target of the page's refresh when the page is only a way to another address: a refresh
 * with a target, at most MAX_REFRESH_DELAY_SECONDS, on a page with at most
 * MAX_REFRESH_PAGE_TEXT visible characters. Null for any other page. The target is as written;
 * the caller resolves it against the page's URL.
 */
export function redirectingRefreshTarget(html: string): string | null {
  if (!MAY_REFRESH.test(html)) return null;
  let refresh: Refresh | null = null;
  let text = 0;
  let tags = 0;
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const end = open === -1 ? html.length : open;
    text += countText(html.slice(at, end));
    if (text > MAX_REFRESH_PAGE_TEXT) return null;
    if (open === -1) break;

    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      if (close === -1) break;
      at = close + 3;
      continue;
    }
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    tags += 1;
    if (tags > MAX_REFRESH_PAGE_TAGS) return null;
    const head = html.slice(open + 1, open + 12);
    if (!refresh && META.test(head)) refresh = refreshOfMeta(html.slice(open + 5, close));
    at = close + 1;

    const skipped = SKIPPED.exec(head);
    if (skipped?.[1] && html[close - 1] !== '/') {
      const closing = new RegExp(`</${skipped[1]}[\\s/>]`, 'gi');
      closing.lastIndex = at;
      const found = closing.exec(html);
      if (!found) break;
      at = found.index;
    }
  }
  if (!refresh?.target || refresh.delaySeconds > MAX_REFRESH_DELAY_SECONDS) return null;
  return refresh.target;
}
