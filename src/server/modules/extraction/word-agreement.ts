// Whether one text shares at least half its words with another (content-hints' wordOverlap), with
// a shortcut for the common case where the second text holds the first whole: Readability's pick
// holding the post body the page marks. Then every word of the first text but its first and last
// is a word of the second, cut and lower-cased alike: its neighbours on both sides are the same
// characters in both texts (lower-casing looks at neighbours only for a final sigma). With four
// words or more, that is at least half of them, and no words need counting.

import { shareOfWords, wordOverlap, wordsOf } from './content-hints';

/** Below this share of shared words, two texts disagree (the shortcut holds for at most 1/2). */
export const AGREEMENT = 0.5;

const TOKEN = /\S+/g;
const ASCII_WORD_CHAR = /[A-Za-z0-9]/;
const TOKENS_LOOKED_AT = 50;

/**
 * Whether `text` holds four words or more as wordOverlap cuts them: four whitespace-separated
 * tokens with an ASCII letter or digit. Looks at the first tokens only, so it may say no.
 */
function holdsFourWords(text: string): boolean {
  TOKEN.lastIndex = 0;
  let words = 0;
  for (let i = 0; i < TOKENS_LOOKED_AT; i++) {
    const token = TOKEN.exec(text);
    if (!token) return false;
    if (ASCII_WORD_CHAR.test(token[0]) && ++words === 4) return true;
  }
  return false;
}

/** The shortcut: `outer` holds `inner` whole, so they agree without counting words. */
function holdsWhole(inner: string, outer: string): boolean {
  return AGREEMENT <= 0.5 && holdsFourWords(inner) && outer.includes(inner);
}

/** wordOverlap(inner, outer) >= AGREEMENT. */
export function agrees(inner: string, outer: string): boolean {
  return holdsWhole(inner, outer) || wordOverlap(inner, outer) >= AGREEMENT;
}

/** Neither text agrees with the other: !agrees(a, b) && !agrees(b, a), each text cut once. */
export function disagree(a: string, b: string): boolean {
  if (holdsWhole(a, b) || holdsWhole(b, a)) return false;
  const wordsOfA = wordsOf(a);
  const wordsOfB = wordsOf(b);
  return (
    shareOfWords(wordsOfA, wordsOfB) < AGREEMENT && shareOfWords(wordsOfB, wordsOfA) < AGREEMENT
  );
}
