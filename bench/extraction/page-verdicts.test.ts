import { describe, expect, it } from 'vitest';
import { isCatastrophic, pageF1, worstLosses, type PageComparison } from './page-verdicts';

const page = (
  id: string,
  canyon: [number, number, number],
  readability: [number, number, number],
): PageComparison => ({
  id,
  canyon: { precision: canyon[0], recall: canyon[1], matched: canyon[2] },
  readability: { precision: readability[0], recall: readability[1], matched: readability[2] },
});

describe('catastrophic pages', () => {
  it('counts a page where Canyon keeps under half of what a clean Readability keeps', () => {
    expect(isCatastrophic(page('a', [1, 0.1, 10], [0.9, 0.9, 90]))).toBe(true);
    expect(isCatastrophic(page('empty', [0, 0, 0], [0.8, 0.5, 3]))).toBe(true);
  });

  it('does not count a page Canyon keeps half of, or one where Readability is not clean', () => {
    expect(isCatastrophic(page('half', [1, 0.45, 45], [0.9, 0.9, 90]))).toBe(false);
    // Readability's text is mostly boilerplate, or mostly misses the article: no yardstick.
    expect(isCatastrophic(page('noisy', [0, 0, 0], [0.79, 1, 100]))).toBe(false);
    expect(isCatastrophic(page('partial', [0, 0, 0], [1, 0.49, 49]))).toBe(false);
  });
});

describe('worst losses', () => {
  it('lists only pages Canyon loses, the biggest loss first', () => {
    const pages = [
      page('win', [1, 1, 10], [0.5, 0.5, 5]),
      page('small', [0.9, 0.9, 9], [1, 1, 10]),
      page('big', [0.1, 0.1, 1], [1, 1, 10]),
      page('tie', [1, 1, 10], [1, 1, 10]),
    ];
    expect(worstLosses(pages, 5).map((p) => p.id)).toEqual(['big', 'small']);
    expect(worstLosses(pages, 1).map((p) => p.id)).toEqual(['big']);
    expect(pageF1({ precision: 0, recall: 0, matched: 0 })).toBe(0);
  });
});
