import { describe, expect, it } from 'vitest';
import { canRetry, itemBadge } from '@/web/features/imports/lib/item-outcome';
import { fakeItem } from '@/web/features/imports/testing/fake-imports';

describe('a report line’s badge', () => {
  it('names the outcome, and for an added article where its content stands', () => {
    const badge = (fields: Parameters<typeof fakeItem>[1]) => itemBadge(fakeItem(2, fields)).label;
    expect(badge({ outcome: 'invalid', contentState: null })).toBe('Invalid');
    expect(badge({ outcome: 'duplicate', contentState: null })).toBe('Duplicate');
    expect(badge({ contentState: 'pending' })).toBe('Fetching content…');
    expect(badge({ contentState: 'failed' })).toBe('Content failed');
    expect(badge({ contentState: 'fetched' })).toBe('Added');
  });

  it('offers Retry only for added articles whose content failed', () => {
    expect(canRetry(fakeItem(2, { contentState: 'failed' }))).toBe(true);
    expect(canRetry(fakeItem(2, { contentState: 'failed', articleId: null }))).toBe(false);
    expect(canRetry(fakeItem(2, { contentState: 'pending' }))).toBe(false);
    expect(canRetry(fakeItem(2, { outcome: 'invalid', contentState: null }))).toBe(false);
  });
});
