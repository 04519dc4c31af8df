import { describe, expect, it } from 'vitest';
import {
  restoresListScroll,
  savedListScroll,
  saveListScroll,
} from '@/web/features/library/lib/scroll-memory';

describe('list scroll memory', () => {
  it('keeps a position per history entry', () => {
    saveListScroll('entry-a', 1200);
    saveListScroll('entry-b', 40);
    expect(savedListScroll('entry-a')).toBe(1200);
    expect(savedListScroll('entry-b')).toBe(40);
    expect(savedListScroll('entry-c')).toBeNull();
  });

  it('restores only on a back/forward return to a kept entry', () => {
    saveListScroll('entry-d', 800);
    expect(restoresListScroll('entry-d', 'POP')).toBe(true);
    expect(restoresListScroll('entry-d', 'PUSH')).toBe(false);
    expect(restoresListScroll('entry-d', 'REPLACE')).toBe(false);
    expect(restoresListScroll('never-seen', 'POP')).toBe(false);
  });

  it('forgets the oldest entries past fifty', () => {
    saveListScroll('first', 1);
    for (let n = 0; n < 50; n += 1) saveListScroll(`later-${n}`, n);
    expect(savedListScroll('first')).toBeNull();
    expect(savedListScroll('later-49')).toBe(49);
  });
});

describe('opened from the library', () => {
  it('recognises the state a card link carries, and nothing else', async () => {
    const { LIBRARY_RETURN_STATE, openedFromLibrary } =
      await import('@/web/features/library/lib/library-return');
    expect(openedFromLibrary(LIBRARY_RETURN_STATE)).toBe(true);
    expect(openedFromLibrary(null)).toBe(false);
    expect(openedFromLibrary({ from: '/help' })).toBe(false);
  });
});
