// Turns fetched bytes into text in the page's own encoding. Precedence follows the HTML standard:
// byte order mark, then the Content-Type charset, then an XML declaration or <meta> in the first
// bytes; with none of those, UTF-8 if the bytes are valid UTF-8, else windows-1252.
// TextDecoder on Node with full ICU knows every WHATWG encoding (Shift_JIS, GBK, …); windows-1252
// is decoded by hand because Node's TextDecoder gets it wrong.

import { decodeWindows1252 } from './windows-1252';

export type CharsetSource = 'bom' | 'header' | 'xml-declaration' | 'meta' | 'detected' | 'default';
export type SniffedCharset = { encoding: string; source: CharsetSource };

/** How far into the document to look for <meta charset>; generous, since long heads are common. */
const PRESCAN_BYTES = 8192;

/** The WHATWG name for an encoding label ("sjis" → "shift_jis", "latin1" → "windows-1252"), or null. */
export function encodingForLabel(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** A document cannot declare itself UTF-16 from inside ASCII-compatible bytes (HTML standard). */
function fromInDocumentLabel(label: string): string | null {
  const encoding = encodingForLabel(label);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
  return encoding;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function metaCharset(prescan: string): string | null {
  const withoutComments = prescan.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const tag of withoutComments.matchAll(/<meta(?=[\s/])([^>]*)>/gi)) {
    const attributes = new Map<string, string>();
    for (const [, name = '', ...values] of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, values.find((v) => v !== undefined) ?? '');
    }
    const declared = attributes.get('charset')?.replace(/\/+$/, '');
    if (declared) {
      const encoding = fromInDocumentLabel(declared);
      if (encoding) return encoding;
    }
    if (attributes.get('http-equiv')?.toLowerCase() === 'content-type') {
      const fromContent = /charset\s*=\s*["']?([^"'\s;]+)/i.exec(attributes.get('content') ?? '');
      const encoding = fromContent?.[1] ? fromInDocumentLabel(fromContent[1]) : null;
      if (encoding) return encoding;
    }
  }
  return null;
}

function xmlDeclarationCharset(prescan: string): string | null {
  const match = /^<\?xml\s[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(prescan);
  return match?.[1] ? fromInDocumentLabel(match[1]) : null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    // stream: a multi-byte character cut off at the end (truncation) is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Which encoding the bytes are in, and what said so. */
export function sniffCharset(bytes: Uint8Array, headerCharset: string | null): SniffedCharset {
  const bom = bomEncoding(bytes);
  if (bom) return { encoding: bom, source: 'bom' };

  const fromHeader = headerCharset ? encodingForLabel(headerCharset) : null;
  if (fromHeader) return { encoding: fromHeader, source: 'header' };

  const prescan = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, PRESCAN_BYTES),
  ).toString('latin1');
  const fromXml = xmlDeclarationCharset(prescan);
  if (fromXml) return { encoding: fromXml, source: 'xml-declaration' };
  const fromMeta = metaCharset(prescan);
  if (fromMeta) return { encoding: fromMeta, source: 'meta' };

  return isValidUtf8(bytes)
    ? { encoding: 'utf-8', source: 'detected' }
    : { encoding: 'windows-1252', source: 'default' };
}

/**
 * Decodes the bytes (a matching BOM is dropped). When the body was cut short, a character split
 * by the cut is left out rather than turned into U+FFFD.
 */
export function decodeBody(
  bytes: Uint8Array,
  encoding: string,
  options: { truncated: boolean },
): string {
  // Single-byte, so nothing can be split by truncation.
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  return new TextDecoder(encoding).decode(bytes, { stream: options.truncated });
}
