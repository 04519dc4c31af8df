import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '@/web/features/library/lib/list-filter';
import {
  currentListHref,
  neighboursOf,
  rememberListFilter,
} from '@/web/features/library/lib/current-list';

describe("the dashboard's current list", () => {
  it('finds the articles before and after one', () => {
    expect(neighboursOf(['a', 'b', 'c'], 'b')).toEqual({ previousId: 'a', nextId: 'c' });
    expect(neighboursOf(['a', 'b', 'c'], 'a')).toEqual({ previousId: null, nextId: 'b' });
    expect(neighboursOf(['a', 'b', 'c'], 'c')).toEqual({ previousId: 'b', nextId: null });
    expect(neighboursOf(['a', 'b'], 'zz')).toEqual({ previousId: null, nextId: null });
  });

  it('leads back to the dashboard with the filter it showed', () => {
    rememberListFilter({ ...DEFAULT_FILTER, archived: true, tags: ['news'] });
    expect(currentListHref()).toBe('/dashboard?archived=true&tags=news');
    rememberListFilter({ ...DEFAULT_FILTER, q: 'tea', progress: 'unread' });
    expect(currentListHref()).toBe('/dashboard?q=tea&progress=unread');
    rememberListFilter(DEFAULT_FILTER);
    expect(currentListHref()).toBe('/dashboard');
  });
});
