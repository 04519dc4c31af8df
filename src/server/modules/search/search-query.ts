import { AppError } from '../../errors';

// The reader's search text as a small tree, parsed here so their text never reaches FTS5 or
// tsquery syntax: each dialect's builder quotes the words it is given (decision 020).

/** A word or a quoted phrase: its words in order, the last one a prefix while typing. */
export type SearchTerm = { words: string[]; prefix: boolean };

export type SearchQuery = {
  /** All must match. Never empty: a query with nothing to look for parses to null. */
  include: SearchTerm[];
  /** None may match. */
  exclude: SearchTerm[];
};

/** More than this many words in one query is refused (400), not cut silently. */
export const MAX_SEARCH_WORDS = 50;
/** A last word shorter than this is matched whole: a one-letter prefix matches nearly everything. */
export const MIN_PREFIX_CHARS = 2;

/**
 * The words of a piece of text as both dialects' tokenizers see them: runs of letters, digits
 * and combining marks; everything else separates. Lower-cased; accents are folded by each
 * dialect (unicode61's remove_diacritics, canyon_fold()).
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).filter((word) =>
    /[\p{L}\p{N}]/u.test(word),
  );
}

/** Accent- and case-insensitive form of a word, for finding it again in the text (snippets). */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type RawTerm = { text: string; quoted: boolean; negated: boolean };

function rawTerms(query: string): RawTerm[] {
  const terms: RawTerm[] = [];
  let at = 0;
  while (at < query.length) {
    const char = query.charAt(at);
    if (/\s/u.test(char)) {
      at += 1;
      continue;
    }
    const negated = char === '-' && at + 1 < query.length && !/\s/u.test(query.charAt(at + 1));
    if (negated) at += 1;
    if (query.charAt(at) === '"') {
      // An unclosed quote runs to the end, as the reader is probably still typing it.
      const close = query.indexOf('"', at + 1);
      const end = close === -1 ? query.length : close;
      terms.push({ text: query.slice(at + 1, end), quoted: true, negated });
      at = end + 1;
      continue;
    }
    let end = at;
    while (end < query.length && !/\s/u.test(query.charAt(end)) && query.charAt(end) !== '"')
      end += 1;
    terms.push({ text: query.slice(at, end), quoted: false, negated });
    at = end;
  }
  return terms;
}

const termKey = (term: SearchTerm) => `${term.prefix ? '*' : ''}${term.words.join(' ')}`;

/**
 * Parses the search box's text: words (all must match), "quoted phrases", -word and -"phrase"
 * to exclude, and the last unquoted word a prefix unless the text ends in a space. Null when
 * nothing is left to look for (only quotes, operators, exclusions, punctuation or emoji).
 * Throws VALIDATION_FAILED past MAX_SEARCH_WORDS words.
 */
export function parseSearchQuery(query: string): SearchQuery | null {
  const raw = rawTerms(query);
  const typing = query.length > 0 && !/\s$/u.test(query);
  const include = new Map<string, SearchTerm>();
  const exclude = new Map<string, SearchTerm>();
  let wordCount = 0;
  raw.forEach((term, index) => {
    const words = searchWords(term.text);
    if (words.length === 0) return;
    wordCount += words.length;
    const last = words.at(-1) ?? '';
    const prefix =
      typing &&
      index === raw.length - 1 &&
      !term.quoted &&
      !term.negated &&
      [...last].length >= MIN_PREFIX_CHARS;
    const parsed = { words, prefix };
    (term.negated ? exclude : include).set(termKey(parsed), parsed);
  });
  if (wordCount > MAX_SEARCH_WORDS)
    throw new AppError('VALIDATION_FAILED', `q: Search for at most ${MAX_SEARCH_WORDS} words`);
  if (include.size === 0) return null;
  return { include: [...include.values()], exclude: [...exclude.values()] };
}
