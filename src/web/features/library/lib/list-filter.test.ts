import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  effectiveSort,
  filterFromSearch,
  filterToSearch,
  isFiltered,
  toggleTag,
} from '@/web/features/library/lib/list-filter';

describe('list filter in the address', () => {
  it('reads the default list from an empty address', () => {
    expect(filterFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_FILTER);
  });

  it('reads archived and tags, normalised and without repeats', () => {
    expect(
      filterFromSearch(new URLSearchParams('archived=true&tags=News,, long read ,news')),
    ).toEqual({ ...DEFAULT_FILTER, archived: true, tags: ['news', 'long read'] });
  });

  it('writes the same filter back, readable', () => {
    expect(filterToSearch(DEFAULT_FILTER)).toBe('');
    expect(filterToSearch({ archived: true, tags: ['a', 'b c'] })).toBe(
      '?archived=true&tags=a,b+c',
    );
    const round = filterFromSearch(
      new URLSearchParams(filterToSearch({ archived: false, tags: ['b c', 'a'] })),
    );
    expect(round).toEqual({ ...DEFAULT_FILTER, tags: ['b c', 'a'] });
  });

  it('keeps the search, the order and the progress filter (issue #17)', () => {
    const filter = {
      ...DEFAULT_FILTER,
      tags: ['news'],
      q: 'night "sleeper train" -bus',
      sort: 'oldest' as const,
      progress: 'in_progress' as const,
    };
    const search = filterToSearch(filter);
    expect(search).toBe(
      '?tags=news&q=night+%22sleeper+train%22+-bus&sort=oldest&progress=in_progress',
    );
    expect(filterFromSearch(new URLSearchParams(search))).toEqual(filter);
  });

  it('leaves default orders out of the address, and ignores unknown values', () => {
    expect(filterToSearch({ ...DEFAULT_FILTER, sort: 'newest' })).toBe('');
    expect(filterToSearch({ ...DEFAULT_FILTER, q: 'tea', sort: 'relevance' })).toBe('?q=tea');
    expect(filterToSearch({ ...DEFAULT_FILTER, q: 'tea', sort: 'newest' })).toBe(
      '?q=tea&sort=newest',
    );
    expect(filterToSearch({ ...DEFAULT_FILTER, q: '   ' })).toBe('');
    expect(filterFromSearch(new URLSearchParams('sort=sideways&progress=half'))).toEqual(
      DEFAULT_FILTER,
    );
    // Relevance without a search is the newest-first list.
    expect(filterFromSearch(new URLSearchParams('sort=relevance')).sort).toBeNull();
  });

  it('orders a search by relevance and the list by date unless told otherwise', () => {
    expect(effectiveSort({ q: '', sort: null })).toBe('newest');
    expect(effectiveSort({ q: 'tea', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: '', sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ q: 'tea', sort: 'oldest' })).toBe('oldest');
  });

  it('toggles a tag in and out', () => {
    const on = toggleTag(DEFAULT_FILTER, 'news');
    expect(on.tags).toEqual(['news']);
    expect(toggleTag(on, 'news').tags).toEqual([]);
  });

  it('counts tags, a search and a progress filter as filtering, not the archive', () => {
    expect(isFiltered({ ...DEFAULT_FILTER, archived: true })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTER, q: 'tea' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTER, progress: 'finished' })).toBe(true);
  });
});
