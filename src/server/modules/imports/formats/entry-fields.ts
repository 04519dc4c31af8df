import { decodeEntities } from '@/shared/text/decode-entities';

// Small, format-independent readers for the values an export holds: text, tags and dates.

// C0 controls (NUL included: PostgreSQL text cannot hold it) and DEL; whitespace is handled apart.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// A lone surrogate cannot be encoded as UTF-8; it would fail or corrupt the stored text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe to store: no control characters, no lone surrogates. */
export function storableText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}

/** A one-line text (title, tag, folder): storable, whitespace collapsed, trimmed; null when empty. */
export function cleanText(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const cleaned = storableText(text).replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/**
 * A title as another app exported it: character references decoded once (a site's title often
 * reaches the app still encoded, "Rust &#8211; a year on"), then cleaned as text. Not for
 * Canyon's own export, whose titles are decoded already, nor HTML files, whose parser decodes.
 */
export function cleanTitle(text: string | null | undefined): string | null {
  return cleanText(typeof text === 'string' ? decodeEntities(text) : text);
}

/** A URL as written, trimmed; '' when absent (the service validates it). */
export function cleanUrl(text: string | null | undefined): string {
  return typeof text === 'string' ? text.trim() : '';
}

/** Tags from a list, cleaned, empties dropped, first spelling of each kept once. */
export function cleanTags(tags: Iterable<string | null | undefined>): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const cleaned = cleanText(tag);
    if (cleaned !== null && !kept.includes(cleaned)) kept.push(cleaned);
  }
  return kept;
}

export function splitTags(text: string | null | undefined, separator: string | RegExp): string[] {
  return typeof text === 'string' ? cleanTags(text.split(separator)) : [];
}

/**
 * A list written as text: JSON (`["a","b"]`, Instapaper), Python (`['a', "b's"]`, Readwise
 * Reader) or plain comma-separated. Quoted items keep their commas.
 */
export function parseListText(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) return splitTags(trimmed, ',');
  const items: string[] = [];
  const body = trimmed.slice(1, -1);
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    if (c === '"' || c === "'") {
      let item = '';
      let j = i + 1;
      while (j < body.length && body[j] !== c) {
        if (body[j] === '\\' && j + 1 < body.length) j += 1;
        item += body[j];
        j += 1;
      }
      items.push(item);
      i = j + 1;
    } else if (c === ',' || c === undefined || /\s/.test(c)) {
      i += 1;
    } else {
      const end = body.indexOf(',', i);
      items.push(body.slice(i, end === -1 ? body.length : end));
      i = end === -1 ? body.length : end;
    }
  }
  return cleanTags(items);
}

// Date's own range (±100,000,000 days) in milliseconds.
const MAX_DATE_MS = 8.64e15;

/**
 * A Unix time as a number of seconds (Pocket, Netscape ADD_DATE, Instapaper). A few exporters
 * write milliseconds or microseconds instead; values too large to be seconds are read as those.
 */
export function epochToMs(value: string | number | null | undefined): number | null {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  if (!Number.isFinite(number) || number <= 0) return null;
  const ms = number < 1e11 ? number * 1000 : number < 1e14 ? number : number / 1000;
  return ms <= MAX_DATE_MS ? Math.round(ms) : null;
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date as exports write it: ISO 8601, "2022-11-06 04:33:50+00:00" (Readwise Reader),
 * "2016-09-08T11:55:58+0200" (Wallabag), a Unix time, or RFC 2822. A time without a zone is UTC.
 */
export function parseDateText(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return epochToMs(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return epochToMs(text);
  const parts = DATE_TIME.exec(text);
  const iso = parts
    ? `${parts[1]}T${parts[2] ?? '00:00'}${zoneOf(parts[3])}`
    : text.length <= 100
      ? text
      : '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

function zoneOf(zone: string | undefined): string {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}
