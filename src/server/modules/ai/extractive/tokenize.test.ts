import { describe, expect, it } from 'vitest';
import { fold, tokenize } from './tokenize';

describe('tokenize', () => {
  it('folds case and accents and drops stop words', () => {
    expect(tokenize('The Café in Zürich is NAÏVE', 'en', { stem: false })).toEqual([
      'cafe',
      'zurich',
      'naive',
    ]);
    expect(fold('Straße')).toBe('strasse');
  });

  it('meets singular and plural, and German inflections', () => {
    expect(tokenize('batteries', 'en')).toEqual(tokenize('battery', 'en'));
    expect(tokenize('lighthouses', 'en')).toEqual(tokenize('lighthouse', 'en'));
    expect(tokenize('automated', 'en')).toEqual(tokenize('Automation', 'en'));
    expect(tokenize('boxes', 'en')).toEqual(tokenize('box', 'en'));
    expect(tokenize('kostet', 'de')).toEqual(tokenize('Kosten', 'de'));
  });

  it('uses the German list for German text', () => {
    expect(tokenize('Die Stadt und der Rat', 'de', { stem: false })).toEqual(['stadt', 'rat']);
  });

  it('gives character bigrams for Japanese and Chinese, without particles', () => {
    const japanese = tokenize('図書館の古文書', 'ja');
    expect(japanese).toEqual(expect.arrayContaining(['図書', '書館', '古文', '文書']));
    expect(japanese).not.toContain('の');
    expect(tokenize('机器学习是人工智能的一个分支', 'zh')).toEqual(
      expect.arrayContaining(['机器', '学习', '人工', '智能']),
    );
  });
});
