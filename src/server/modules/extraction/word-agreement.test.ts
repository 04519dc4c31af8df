import { describe, expect, it } from 'vitest';
import { wordOverlap, wordsOf } from './content-hints';
import { agrees, AGREEMENT, disagree } from './word-agreement';

const outers = [
  'The river runs down the canyon past the mill.',
  'xThe river runs down the canyon past the millx',
  'ΟΔΟΣ.ΑΣ ΚΑΙ ΤΟ ΣΠΙΤΙ ΤΟΥ ΠΑΠΠΟΥ ΣΤΟ ΒΟΥΝΟ ΤΗΣ ΚΡΗΤΗΣ.Α',
  'ΑΣ ΚΑΙ ΤΟ ΣΠΙΤΙ ΤΟΥ ΠΑΠΠΟΥ ΣΤΟ ΒΟΥΝΟ ΤΗΣ ΚΡΗΤΗΣ',
  'İstanbul and Straße: two words — or three? 12 345 6,7',
  '\u{10000}ab cd ef gh\u{10000}',
  'one two three four',
  'a b c',
  'ΟΔΟΣ.Α one ΑΣ two ΤΟΣ. three ΣΑ four ΚΡΗΤΗΣ.Α five',
];

/** Every slice of each text, at every start and end. */
function slicesOf(text: string): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; start++)
    for (let end = start + 1; end <= text.length; end++) out.push(text.slice(start, end));
  return out;
}

describe('agrees', () => {
  it('answers as wordOverlap does, for every slice of a text inside that text', () => {
    for (const outer of outers) {
      for (const inner of slicesOf(outer)) {
        expect(agrees(inner, outer)).toBe(wordOverlap(inner, outer) >= AGREEMENT);
      }
    }
  });

  it('answers as wordOverlap does when the text is not held whole', () => {
    const cases: [string, string][] = [
      ['the river runs down the canyon', 'The river runs down the canyon'],
      ['alpha beta gamma delta', 'alpha beta gamma'],
      ['alpha beta gamma delta epsilon', 'zeta eta theta'],
      ['', 'anything'],
      ['word', ''],
    ];
    for (const [inner, outer] of cases)
      expect(agrees(inner, outer)).toBe(wordOverlap(inner, outer) >= AGREEMENT);
  });
});

describe('wordsOf', () => {
  // The cut as first written: non-letters and non-digits to one space, trimmed, split.
  const cutBySpaces = (text: string): string[] =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter(Boolean);

  it('cuts every slice of each text as replacing and splitting would', () => {
    for (const outer of outers)
      for (const text of slicesOf(outer)) expect(wordsOf(text)).toEqual(cutBySpaces(text));
  });
});

describe('disagree', () => {
  it('is neither text agreeing with the other, for every pair of slices and texts', () => {
    const texts = outers.flatMap((outer) => [
      outer,
      ...slicesOf(outer).filter((_, i) => i % 7 === 0),
    ]);
    for (const a of texts)
      for (const b of outers) {
        expect(disagree(a, b)).toBe(!agrees(a, b) && !agrees(b, a));
        expect(disagree(b, a)).toBe(!agrees(b, a) && !agrees(a, b));
      }
  });
});
