import { describe, expect, it } from 'vitest';
import {
  progressAt,
  scrollTopFor,
  shouldRestore,
} from '@/web/features/reader/lib/reading-position';

const page = { viewportHeight: 800, bodyTop: 600, bodyHeight: 4000 };

describe('reading position (issue #17)', () => {
  it('measures how much of the body has come into view', () => {
    // At the top of the page the start of the body already shows below the header.
    expect(progressAt({ ...page, scrollY: 0 })).toBe(0.05);
    expect(progressAt({ ...page, bodyTop: 1200, scrollY: 0 })).toBe(0);
    expect(progressAt({ ...page, scrollY: 1800 })).toBe(0.5);
    // The end of the body shows: finished, even with a footer still below.
    expect(progressAt({ ...page, scrollY: 3800 })).toBe(1);
    expect(progressAt({ ...page, scrollY: 9000 })).toBe(1);
    expect(progressAt({ ...page, bodyHeight: 0, scrollY: 100 })).toBe(0);
  });

  it('finds the scroll position of a saved progress again', () => {
    for (const progress of [0.25, 0.4, 0.5, 0.9])
      expect(progressAt({ ...page, scrollY: scrollTopFor(progress, page) })).toBeCloseTo(
        progress,
        3,
      );
    // The start of the body already shows at the top of the page.
    expect(scrollTopFor(0.01, page)).toBe(0);
  });

  it('restores only an article in progress, and never over an anchor link', () => {
    expect(shouldRestore(0.4, '')).toBe(true);
    expect(shouldRestore(0, '')).toBe(false);
    expect(shouldRestore(0.96, '')).toBe(false);
    expect(shouldRestore(1, '')).toBe(false);
    expect(shouldRestore(0.4, '#notes')).toBe(false);
  });
});
