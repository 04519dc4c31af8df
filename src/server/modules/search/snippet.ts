import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { COMBINING_MARKS } from '../../db/migrations/012-search';
import { foldWord, type SearchQuery } from './search-query';

export type Snippet = NonNullable<ArticleSummary['snippet']>;

/** Words in a snippet, and how many of them come before the first match. */
export const SNIPPET_WORDS = 30;
const WORDS_BEFORE_MATCH = 8;
/** Characters split into words around the first match: enough for the snippet's words. */
const SPAN_BEFORE = 240;
const SPAN_AFTER = 600;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Each base letter with the precomposed letters that fold to it (é, è, ê… for e). */
const accentedForms: Map<string, string> = (() => {
  const forms = new Map<string, string>();
  const ranges: Array<[number, number]> = [
    [0x00c0, 0x024f],
    [0x0370, 0x04ff],
    [0x1e00, 0x1fff],
  ];
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code += 1) {
      const char = String.fromCodePoint(code);
      const base = foldWord(char);
      if (base !== char.toLowerCase() && [...base].length === 1)
        forms.set(base, (forms.get(base) ?? '') + char);
    }
  }
  return forms;
})();

/** Combining marks after a letter: those the index's folding drops (migration 012). */
const MARKS = COMBINING_MARKS;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A folded word as a pattern matching it with any accents, in any case (flags `iu`). */
function accentInsensitive(word: string): string {
  return [...word]
    .map((char) => {
      const forms = accentedForms.get(char);
      return `${forms ? `[${escapeRegExp(char + forms)}]` : escapeRegExp(char)}${MARKS}*`;
    })
    .join('');
}

type QueryWords = { whole: Set<string>; prefixes: string[]; pattern: RegExp };

// One compiled pattern per query, shared by every result of its page (compiling a
// case-insensitive Unicode pattern costs more than running it).
const compiled = new WeakMap<SearchQuery, QueryWords>();

function queryWords(query: SearchQuery): QueryWords {
  const known = compiled.get(query);
  if (known) return known;
  const whole = new Set<string>();
  const prefixes: string[] = [];
  for (const term of query.include) {
    term.words.forEach((word, i) => {
      if (term.prefix && i === term.words.length - 1) prefixes.push(foldWord(word));
      else whole.add(foldWord(word));
    });
  }
  // The first of the query's words in the text as it is (accents and case left to the
  // pattern), rather than splitting or folding a long text. Word edges are checked by
  // firstMatch(), not in the pattern: a Unicode class there made compiling it cost more than
  // a page's snippets (about 0.4 ms each). Prefixes come first, then whole words longest first,
  // so the alternative found at a position is the one that can end a word there (firstMatch).
  const wholeFirst = [...whole].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `${prefixes.map(accentInsensitive).join('|') || '(?!)'}|(${wholeFirst.map(accentInsensitive).join('|') || '(?!)'})`,
    'giu',
  );
  const words = { whole, prefixes, pattern };
  compiled.set(query, words);
  return words;
}

const WORD_END = /[\p{L}\p{N}\p{M}]$/u;
const WORD_START = /^[\p{L}\p{N}\p{M}]/u;

/**
 * Where the first of the query's words starts in the text, or -1: a prefix at a word's start, or
 * a whole word (the pattern's group 1) that also ends there. A whole word found at a position
 * that goes on into a letter rules out the shorter ones there too, so the search moves on.
 */
function firstMatch(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const end = found.index + found[0].length;
    if (
      !WORD_END.test(text.slice(Math.max(0, found.index - 2), found.index)) &&
      (found[1] === undefined || !WORD_START.test(text.slice(end, end + 2)))
    )
      return found.index;
    pattern.lastIndex = found.index + 1;
  }
  return -1;
}

const spaced = (text: string) => text.replace(/\s+/gu, ' ');

type Word = { start: number; end: number };

/**
 * The snippet's words: SNIPPET_WORDS of the span around the first match (at `at`; the
 * opening when -1), WORDS_BEFORE_MATCH of them before it. The span is split only as far as the
 * snippet reaches: a page splits twenty texts.
 */
function shownWords(text: string, at: number): Word[] {
  const spanStart = at === -1 ? 0 : Math.max(0, at - SPAN_BEFORE);
  const spanEnd = Math.min(text.length, (at === -1 ? 0 : at) + SPAN_AFTER);
  const span = text.slice(spanStart, spanEnd);
  // The span's opening words, and the words just before the match.
  const opening: Word[] = [];
  const before: Word[] = [];
  let shown: Word[] | null = null;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(span); found; found = WORD.exec(span)) {
    const word = { start: spanStart + found.index, end: spanStart + found.index + found[0].length };
    // A word cut by the span's start is not shown whole; drop it.
    if (spanStart > 0 && word.start === spanStart) continue;
    if (shown) {
      shown.push(word);
    } else if (at !== -1 && word.start >= at) {
      shown = [...before, word];
    } else {
      before.push(word);
      if (before.length > WORDS_BEFORE_MATCH) before.shift();
    }
    if (opening.length < SNIPPET_WORDS) opening.push(word);
    if (shown?.length === SNIPPET_WORDS) break;
  }
  return shown ?? opening;
}

/**
 * About SNIPPET_WORDS words of the text around the first word the query looks for, as plain
 * text pieces (no markup, so it is safe wherever it is shown); `match` marks the query's
 * words. Built here rather than by either index, so both dialects answer the same. Null when
 * there is no text; the opening words when the match was elsewhere (title, tags, site).
 */
export function buildSnippet(text: string | null, query: SearchQuery): Snippet | null {
  if (!text || !/\S/u.test(text)) return null;
  const words = queryWords(query);
  const at = firstMatch(text, words.pattern);
  const shown = shownWords(text, at);
  const firstWord = shown[0];
  const lastWord = shown.at(-1);
  if (!firstWord || !lastWord) return null;
  const isMatch = (word: string) => {
    const folded = foldWord(word);
    return words.whole.has(folded) || words.prefixes.some((prefix) => folded.startsWith(prefix));
  };

  const pieces: Snippet = [];
  const add = (piece: string, match: boolean) => {
    const last = pieces.at(-1);
    if (last && !last.match && !match) last.text += piece;
    else if (piece) pieces.push({ text: piece, match });
  };
  // Opening punctuation of the text is kept; a passage from further in says so.
  add(
    firstWord.start > 0 && /[\p{L}\p{N}]/u.test(text.slice(0, firstWord.start))
      ? '… '
      : spaced(text.slice(0, firstWord.start)).trimStart(),
    false,
  );
  shown.forEach((word, i) => {
    if (i > 0) add(spaced(text.slice(shown[i - 1]?.end ?? word.start, word.start)), false);
    const shownWord = text.slice(word.start, word.end);
    add(shownWord, isMatch(shownWord));
  });
  const rest = text.slice(lastWord.end);
  // Closing punctuation of the last word is kept; a cut text says so.
  const tail = /^[^\s\p{L}\p{N}]*/u.exec(rest)?.[0] ?? '';
  add(/[\p{L}\p{N}]/u.test(rest) ? `${tail} …` : tail, false);
  return pieces;
}
