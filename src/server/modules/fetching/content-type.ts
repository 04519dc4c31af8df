// The Content-Type header, as far as page fetching needs it (SECURITY.md, Fetching 11).

export type ContentType = { mimeType: string; charset: string | null };

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** "text/html; charset=Shift_JIS" → { mimeType: 'text/html', charset: 'Shift_JIS' }; null if absent or malformed. */
export function parseContentType(header: string | undefined): ContentType | null {
  if (!header) return null;
  const [essence = '', ...params] = header.split(';');
  const mimeType = essence.trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mimeType)) return null;
  let charset: string | null = null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (value) charset = value;
    break;
  }
  return { mimeType, charset };
}

export function isHtmlMimeType(mimeType: string): boolean {
  return HTML_TYPES.has(mimeType);
}

/** For responses that name no type: does the body start like an HTML document? */
export function looksLikeHtml(start: string): boolean {
  const head = start
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  return /^(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml[^>]*>\s*(<!doctype html|<html[\s>]))/.test(
    head,
  );
}
