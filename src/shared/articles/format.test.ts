import { describe, expect, it } from 'vitest';
import { readingMinutes, relativeTime, truncateExcerpt } from './format';

describe('truncateExcerpt', () => {
  it('leaves short text alone (whitespace folded)', () => {
    expect(truncateExcerpt('  A short\n\nline.  ', 150)).toBe('A short line.');
  });

  it('cuts at a word and ends with "..."', () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    expect(truncateExcerpt(text, 20)).toBe('The quick brown fox...');
    expect(truncateExcerpt(text, 19)).toBe('The quick brown...');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateExcerpt('Alpha, beta, gamma delta', 13)).toBe('Alpha, beta...');
  });

  it('cuts a single long word hard', () => {
    expect(truncateExcerpt('x'.repeat(300), 150)).toBe(`${'x'.repeat(150)}...`);
  });

  it('defaults to 200 characters', () => {
    const words = Array.from({ length: 100 }, () => 'word').join(' ');
    const result = truncateExcerpt(words);
    expect(result.length).toBeLessThanOrEqual(203);
    expect(result.endsWith('word...')).toBe(true);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it('follows the boundaries of the spec', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(hour - 1), now)).toBe('Just now');
    expect(relativeTime(ago(hour), now)).toBe('1h ago');
    expect(relativeTime(ago(day - 1), now)).toBe('23h ago');
    expect(relativeTime(ago(day), now)).toBe('1d ago');
    expect(relativeTime(ago(7 * day - 1), now)).toBe('6d ago');
    expect(relativeTime(ago(7 * day), now, (d) => d.toISOString().slice(0, 10))).toBe('2026-11-15');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});

describe('readingMinutes', () => {
  it('counts at 230 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(230 * 5))).toBe(5);
  });
});
