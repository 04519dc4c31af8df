import { describe, expect, it } from 'vitest';
import { germanCycling } from './fixtures/german-cycling';
import { gridBatteries } from './fixtures/grid-batteries';
import { japaneseLibrary } from './fixtures/japanese-library';
import { neighbourhoodCafe } from './fixtures/neighbourhood-cafe';
import { keyPhrases, matchExistingTags } from './key-phrases';

function expectTagShaped(phrases: string[]) {
  for (const phrase of phrases) {
    expect(phrase).toBe(phrase.toLowerCase());
    expect(phrase.length).toBeGreaterThanOrEqual(2);
    expect(phrase.length).toBeLessThanOrEqual(50);
    expect(phrase).not.toMatch(/[<>&]|^\d+$/);
  }
  expect(new Set(phrases).size).toBe(phrases.length);
}

/** No phrase is part of another one in the list. */
function expectNoSubPhrases(phrases: string[]) {
  for (const a of phrases) {
    for (const b of phrases) {
      if (a !== b) expect(` ${b} `.includes(` ${a} `)).toBe(false);
    }
  }
}

describe('keyPhrases', () => {
  it('finds what an English article is about', () => {
    const phrases = keyPhrases(gridBatteries, 10);
    expect(phrases.length).toBeLessThanOrEqual(10);
    expectTagShaped(phrases);
    expectNoSubPhrases(phrases);
    expect(phrases.slice(0, 5)).toEqual(expect.arrayContaining(['sodium-ion', 'lithium']));
    expect(phrases).toEqual(expect.arrayContaining(['storage', 'grid']));
    for (const weak of ['the', 'said', 'however', 'matters', 'minus', '20']) {
      expect(phrases).not.toContain(weak);
    }
  });

  it('keeps accents in phrases and prefers multi-word phrases that recur', () => {
    const phrases = keyPhrases(neighbourhoodCafe, 8);
    expectTagShaped(phrases);
    expect(phrases).toEqual(expect.arrayContaining(['café', 'bakery', 'repair corner']));
  });

  it('takes German nouns, not verbs or adjectives', () => {
    const phrases = keyPhrases(germanCycling, 8);
    expectTagShaped(phrases);
    expect(phrases).toEqual(expect.arrayContaining(['fahrradstraßen', 'münster', 'radfahrer']));
    expect(phrases).not.toContain('baut');
    expect(phrases).not.toContain('großen');
  });

  it('finds Japanese words without spaces', () => {
    const phrases = keyPhrases(japaneseLibrary, 8);
    expectTagShaped(phrases);
    expect(phrases).toEqual(expect.arrayContaining(['古文書', 'デジタル']));
    expect(phrases).not.toContain('の');
  });

  it('gives nothing for an empty article', () => {
    expect(keyPhrases({ title: '', language: null, text: '' }, 10)).toEqual([]);
  });
});

describe('matchExistingTags', () => {
  it('picks the reader’s tags that fit, best first, and not unrelated ones', () => {
    const tags = [
      'cooking',
      'Batteries',
      'energy-storage',
      'sodium-ion',
      'grid',
      'travel',
      'machine-learning',
      'salt',
    ];
    const fits = matchExistingTags(gridBatteries, tags);
    expect(fits).toEqual(expect.arrayContaining(['Batteries', 'sodium-ion', 'grid']));
    expect(fits[0]).toBe('sodium-ion');
    for (const unrelated of ['cooking', 'travel', 'machine-learning', 'energy-storage', 'salt']) {
      expect(fits).not.toContain(unrelated);
    }
  });

  it('matches hyphenated and multi-word tags against the words in the text', () => {
    const article = {
      title: 'What machine learning changes in radiology',
      language: 'en',
      text: 'Hospitals use machine learning to sort scans. Deep learning models flag urgent cases first.',
    };
    expect(matchExistingTags(article, ['machine-learning', 'deep learning', 'deep-sea'])).toEqual([
      'machine-learning',
      'deep learning',
    ]);
  });

  it('never fits a tag made of function words only', () => {
    expect(matchExistingTags(gridBatteries, ['the', 'it', 'of-the'])).toEqual([]);
  });

  it('folds accents and case on both sides', () => {
    expect(matchExistingTags(neighbourhoodCafe, ['Cafe', 'food_bank', 'Bäckerei'])).toEqual([
      'Cafe',
      'food_bank',
    ]);
  });

  it('matches Japanese tags inside text without spaces', () => {
    expect(matchExistingTags(japaneseLibrary, ['古文書', '図書館', '料理'])).toEqual([
      '古文書',
      '図書館',
    ]);
  });
});
