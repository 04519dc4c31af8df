import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  filterFromSearch,
  filterToSearch,
  toggleTag,
} from '@/web/features/library/lib/list-filter';

describe('list filter in the address', () => {
  it('reads the default list from an empty address', () => {
    expect(filterFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_FILTER);
  });

  it('reads archived and tags, normalised and without repeats', () => {
    expect(
      filterFromSearch(new URLSearchParams('archived=true&tags=News,, long read ,news')),
    ).toEqual({
      archived: true,
      tags: ['news', 'long read'],
    });
  });

  it('writes the same filter back, readable', () => {
    expect(filterToSearch(DEFAULT_FILTER)).toBe('');
    expect(filterToSearch({ archived: true, tags: ['a', 'b c'] })).toBe(
      '?archived=true&tags=a,b+c',
    );
    const round = filterFromSearch(
      new URLSearchParams(filterToSearch({ archived: false, tags: ['b c', 'a'] })),
    );
    expect(round).toEqual({ archived: false, tags: ['b c', 'a'] });
  });

  it('toggles a tag in and out', () => {
    const on = toggleTag(DEFAULT_FILTER, 'news');
    expect(on.tags).toEqual(['news']);
    expect(toggleTag(on, 'news').tags).toEqual([]);
  });
});
