import { describe, expect, it } from 'vitest';
import { fieldsFirstPage } from './fields-first-page';

// Matches newest first: 9 … 1; the field matches are 3 and 7, in rank order 3, 7.
const others = (max: number) => Promise.resolve([9, 8, 7, 6, 5, 4, 3, 2, 1].slice(0, max));
const pages = async (limit: number) => {
  const all: number[][] = [];
  for (let offset = 0; offset < 10; offset += limit)
    all.push(await fieldsFirstPage([3, 7], others, offset, limit));
  return all;
};

describe('fieldsFirstPage', () => {
  it('lists field matches first, then the rest newest first, each once, across pages', async () => {
    expect(await pages(4)).toEqual([[3, 7, 9, 8], [6, 5, 4, 2], [1]]);
    expect((await pages(1)).flat()).toEqual([3, 7, 9, 8, 6, 5, 4, 2, 1]);
  });

  it('reads no other matches while field matches fill the page', async () => {
    let asked = 0;
    const counting = (max: number) => ((asked += 1), others(max));
    expect(await fieldsFirstPage([3, 7], counting, 0, 2)).toEqual([3, 7]);
    expect(asked).toBe(0);
  });

  it('works without field matches', async () => {
    expect(await fieldsFirstPage([], others, 2, 3)).toEqual([7, 6, 5]);
  });
});
