import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW, matchesByDateWindows, type DateWindow } from './date-windows';

// 10,100 articles saved at 1 … 10000 (ms), two a millisecond from 1001 to 1100.
const dates = Array.from({ length: 10_000 }, (_, i) => i + 1).flatMap((date) =>
  date > 1000 && date <= 1100 ? [date, date] : [date],
);
const newestFirst = [...dates].sort((a, b) => b - a);

/** A walk over the articles whose saved date `matches`, newest first. */
function newest(matches: (date: number) => boolean) {
  const windows: DateWindow[] = [];
  const edge = (from: number | null, size: number) => {
    const past = newestFirst.filter((date) => from === null || date < from);
    return Promise.resolve(past[size - 1] ?? null);
  };
  const within = (window: DateWindow, max: number) => {
    windows.push(window);
    return Promise.resolve(
      newestFirst
        .filter(matches)
        .filter((date) => (window.from === null || date < window.from) && date >= (window.to ?? 0))
        .slice(0, max),
    );
  };
  return { windows, edge, within };
}

const everySeventh = (date: number) => date % 7 === 0;

describe('matchesByDateWindows', () => {
  it('stops at the first window when it fills the page', async () => {
    const { windows, edge, within } = newest(everySeventh);
    expect(await matchesByDateWindows(null, 3, edge, within)).toEqual([9996, 9989, 9982]);
    expect(windows).toEqual([{ from: null, to: 10_000 - FIRST_WINDOW + 1 }]);
  });

  it('sizes the next window by how often the first matched, in order, each match once', async () => {
    const { windows, edge, within } = newest(everySeventh);
    const page = await matchesByDateWindows(null, 100, edge, within);
    expect(page).toEqual(newestFirst.filter(everySeventh).slice(0, 100));
    // 71 matches in the first 500 articles; 29 more wanted: 29 × 500 × 2 / 71 = 409 articles.
    expect(windows.map((window) => window.to)).toEqual([9501, 9501 - 409]);
  });

  it('reads the rest at once when the first window matched nothing', async () => {
    const { windows, edge, within } = newest((date) => date < 50);
    expect(await matchesByDateWindows(null, 3, edge, within)).toEqual([49, 48, 47]);
    expect(windows).toEqual([
      { from: null, to: 9501 },
      { from: 9501, to: null },
    ]);
  });

  it('keeps articles saved in the same millisecond in one window', async () => {
    const { windows, edge, within } = newest(everySeventh);
    // The walk starts at 1060, inside the pairs.
    const all = await matchesByDateWindows(1060, 10_000, edge, within);
    expect(all).toEqual(newestFirst.filter((date) => everySeventh(date) && date < 1060));
    // 1059 … 1001 hold 118 articles; the 500th from 1060 on is at 618 (118 + 382).
    expect(windows[0]).toEqual({ from: 1060, to: 619 });
  });
});
