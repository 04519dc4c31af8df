import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { fts5MatchExpression, fts5OwnerToken, ownerToken, tsqueryText } from './search-expressions';
import { MAX_SEARCH_WORDS, parseSearchQuery, searchWords } from './search-query';

describe('parseSearchQuery', () => {
  it('reads words, phrases, exclusions and the last word as a prefix while typing', () => {
    expect(parseSearchQuery('Coffee "slow brew" -decaf -"instant mix" grin')).toEqual({
      include: [
        { words: ['coffee'], prefix: false },
        { words: ['slow', 'brew'], prefix: false },
        { words: ['grin'], prefix: true },
      ],
      exclude: [
        { words: ['decaf'], prefix: false },
        { words: ['instant', 'mix'], prefix: false },
      ],
    });
  });

  it('takes the last word whole once a space follows it, or when it is quoted or excluded', () => {
    expect(parseSearchQuery('coffee ')?.include).toEqual([{ words: ['coffee'], prefix: false }]);
    expect(parseSearchQuery('"coffee"')?.include).toEqual([{ words: ['coffee'], prefix: false }]);
    expect(parseSearchQuery('tea -cof')).toEqual({
      include: [{ words: ['tea'], prefix: false }],
      exclude: [{ words: ['cof'], prefix: false }],
    });
    // One letter is matched whole: as a prefix it would match nearly every article.
    expect(parseSearchQuery('tea c')?.include.at(-1)).toEqual({ words: ['c'], prefix: false });
  });

  it('keeps an unclosed quote as a phrase to the end, and a hyphenated word as a phrase', () => {
    expect(parseSearchQuery('"long rea')?.include).toEqual([
      { words: ['long', 'rea'], prefix: false },
    ]);
    expect(parseSearchQuery('e-mail ')?.include).toEqual([{ words: ['e', 'mail'], prefix: false }]);
  });

  it.each(['', '"', '""', '-', '- -', '*', '()', '-word', '-"a phrase"', '😀 🎉', '?!', '\u0000'])(
    'finds nothing to look for in %j',
    (text) => {
      expect(parseSearchQuery(text)).toBeNull();
    },
  );

  it('treats operator words as plain words', () => {
    expect(parseSearchQuery('AND OR NOT NEAR ')?.include.map((t) => t.words)).toEqual([
      ['and'],
      ['or'],
      ['not'],
      ['near'],
    ]);
  });

  it('keeps accents and non-Latin scripts (each index folds accents its own way)', () => {
    expect(searchWords('Café Müller, שלום עולם; 東京')).toEqual([
      'café',
      'müller',
      'שלום',
      'עולם',
      '東京',
    ]);
    expect(searchWords('a\u0000b')).toEqual(['a', 'b']);
  });

  it('refuses more than the word limit with a clear validation error', () => {
    const many = Array.from({ length: MAX_SEARCH_WORDS + 1 }, (_, i) => `w${i}`).join(' ');
    expect(() => parseSearchQuery(many)).toThrowError(AppError);
    expect(() => parseSearchQuery(many)).toThrowError(/at most 50 words/);
    // Repeats count too, but a long query of few words is fine.
    expect(parseSearchQuery(`${'x'.repeat(990)} tea`)?.include).toHaveLength(2);
  });
});

describe('index expressions', () => {
  const query = parseSearchQuery('tea "green leaf" -milk mat');
  if (!query) throw new Error('parsed to nothing');

  it('builds an FTS5 expression scoped to the owner, every word quoted', () => {
    expect(fts5MatchExpression('user-1', false, query)).toBe(
      `owner : "${fts5OwnerToken('user-1', false)}" AND {title tags site body} : ("tea" AND "green" + "leaf" AND "mat" *) NOT {title tags site body} : ("milk")`,
    );
    expect(ownerToken('user-1')).toMatch(/^u[0-9a-f]+$/);
    expect(fts5OwnerToken('user-1', true)).toBe(`${ownerToken('user-1')}x1`);
  });

  it('builds tsquery text with phrases, prefixes and negations', () => {
    expect(tsqueryText(query)).toBe("'tea' & ('green' <-> 'leaf') & 'mat':* & !'milk'");
  });
});
