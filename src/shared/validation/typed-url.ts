// Links as people type or paste them: "example.com/a", "<https://x.y>", a link at the end of a
// sentence, or a share sheet's "Great read https://x.y/z". Turned into the URL they mean before
// validateUrl checks it; anything else is left as it was, so validateUrl says what is wrong.

/** An http(s) URL inside text: it ends at whitespace, angle brackets or quotes. */
const HTTP_URL_IN_TEXT = /https?:\/\/[^\s<>"“”‘’«»]+/iu;
const HTTP_SCHEME = /^https?:\/\//i;

/**
 * A scheme of its own (mailto:, javascript:, data:): such input is not ours to rewrite. A colon
 * followed by digits is a port ("localhost:3000"), and one followed by a space ends a phrase
 * ("Note: …").
 */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))(?!\s)/i;

/**
 * A host without a scheme: dotted labels of letters, digits and hyphens (any script), ending in
 * a top-level domain of letters (or its xn-- form), then an optional port, path, query or fragment.
 */
const BARE_HOST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

const LEADING_WRAPPERS = /^[<"'“‘«([]+/u;
const TRAILING_PUNCTUATION = /[>"'”’».,;:!?]+$/u;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Drops closing punctuation that belongs to the sentence rather than the URL. A closing
 * bracket stays when the URL opened it ("…/Foo_(bar)").
 */
function trimTrailing(text: string): string {
  let result = text;
  for (;;) {
    const before = result;
    result = result.replace(TRAILING_PUNCTUATION, '');
    const last = result.at(-1);
    if (last === ')' && count(result, ')') > count(result, '(')) result = result.slice(0, -1);
    if (last === ']' && count(result, ']') > count(result, '[')) result = result.slice(0, -1);
    if (result === before) return result;
  }
}

/** The first http(s) URL in a piece of text, without the punctuation around it. */
export function findUrlInText(text: string): string | undefined {
  const match = HTTP_URL_IN_TEXT.exec(text);
  if (!match) return undefined;
  const url = trimTrailing(match[0]);
  return HTTP_SCHEME.test(url) && url.replace(HTTP_SCHEME, '') !== '' ? url : undefined;
}

/**
 * What a typed or pasted link means: trimmed, out of its angle brackets, quotes and sentence
 * punctuation; the first http(s) URL in a longer text; `https://` before a bare host such as
 * `www.example.com/a`. Anything else comes back as it was (trimmed).
 */
export function normalizeTypedUrl(input: string): string {
  const text = input.trim();
  const token = trimTrailing(text.replace(LEADING_WRAPPERS, ''));
  if (HTTP_SCHEME.test(token)) return findUrlInText(text) ?? text;
  if (OTHER_SCHEME.test(token)) return text;
  if (!/\s/u.test(token)) return BARE_HOST.test(token) ? `https://${token}` : text;
  return findUrlInText(text) ?? text;
}
