// Text from requests and fetched pages, made safe for both databases and the browser
// (SECURITY.md 44). PostgreSQL refuses U+0000 in text where SQLite keeps it, and lone surrogates
// are not Unicode at all, so one cleaning here makes both dialects behave the same.

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL, C1: the HTML
 * standard's "control-character-in-input-stream"), noncharacters such as U+FFFE and U+FFFF,
 * and surrogates standing alone (the `u` flag reads a proper pair as one code point).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNWANTED = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Noncharacter_Code_Point}]|\p{Cs}/gu;
const LONE_SURROGATE = /^\p{Cs}$/u;

/** A lone surrogate is damaged text, so it shows as U+FFFD; the other characters go. */
function replacement(match: string): string {
  return LONE_SURROGATE.test(match) ? '\uFFFD' : '';
}

/** The text without characters that neither database nor a browser should get. */
export function cleanText(text: string): string {
  return text.replace(UNWANTED, replacement);
}

/** cleanText for optional values: null and undefined pass through. */
export function cleanOptionalText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? cleanText(text) : text) as T;
}
