import { describe, expect, it } from 'vitest';
import { tsqueryCandidateText } from './search-expressions';
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
