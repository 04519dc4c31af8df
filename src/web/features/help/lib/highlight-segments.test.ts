import { describe, expect, it } from 'vitest';
import { highlightSegments } from '@/web/features/help/lib/highlight-segments';

describe('highlightSegments', () => {
  it('cuts text into plain and marked pieces', () => {
    expect(highlightSegments('save an article', [{ start: 0, end: 4 }])).toEqual([
      { text: 'save', marked: true },
      { text: ' an article', marked: false },
    ]);
  });

  it('is all plain without ranges', () => {
    expect(highlightSegments('text', [])).toEqual([{ text: 'text', marked: false }]);
  });

  it('reads ranges of a longer string from an offset, clipped to this piece', () => {
    // "Open Settings now": the link "Settings" starts at 5; a match "en Set" spans its edge.
    const ranges = [{ start: 2, end: 8 }];
    expect(highlightSegments('Open ', ranges, 0)).toEqual([
      { text: 'Op', marked: false },
      { text: 'en ', marked: true },
    ]);
    expect(highlightSegments('Settings', ranges, 5)).toEqual([
      { text: 'Set', marked: true },
      { text: 'tings', marked: false },
    ]);
    expect(highlightSegments(' now', ranges, 13)).toEqual([{ text: ' now', marked: false }]);
  });
});
