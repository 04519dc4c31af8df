import { describe, expect, it } from 'vitest';
import { tsqueryCandidateText, tsqueryExcludedWordsText } from './search-expressions';
import { parseSearchQuery } from './search-query';

describe('tsqueryCandidateText', () => {
  it('ANDs every included word, without word order or exclusions', () => {
    const query = parseSearchQuery('tea "green leaf" -milk -"black tea" mat');
    expect(query && tsqueryCandidateText(query)).toBe("'tea' & 'green' & 'leaf' & 'mat':*");
  });

  it('keeps the prefix on the last word of a term', () => {
    const query = parseSearchQuery("l'eau");
    expect(query && tsqueryCandidateText(query)).toBe("'l' & 'eau':*");
  });
});

describe('tsqueryExcludedWordsText', () => {
  it('ORs excluded single words, and gives none when a phrase is excluded or nothing is', () => {
    const words = parseSearchQuery('tea -milk -sugar mat');
    expect(words && tsqueryExcludedWordsText(words)).toBe("'milk' | 'sugar'");
    const phrase = parseSearchQuery('tea -milk -"black tea"');
    expect(phrase && tsqueryExcludedWordsText(phrase)).toBeNull();
    const none = parseSearchQuery('tea mat');
    expect(none && tsqueryExcludedWordsText(none)).toBeNull();
  });
});
