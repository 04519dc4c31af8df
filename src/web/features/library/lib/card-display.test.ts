import { describe, expect, it } from 'vitest';
import {
  cardExcerpt,
  cardTags,
  cardTitle,
  readingTime,
  safeImageUrl,
  savedWhen,
  siteLabel,
} from '@/web/features/library/lib/card-display';

describe('card excerpt (spec: 150 characters on the card, cut at a word, "...")', () => {
  it('keeps a short excerpt whole', () => {
    expect(cardExcerpt({ excerpt: 'A short summary.' })).toBe('A short summary.');
  });

  it('cuts a long excerpt at the last whole word within 150 characters', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const result = cardExcerpt({ excerpt: words }) ?? '';
    expect(result.endsWith('...')).toBe(true);
    const kept = result.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(150);
    expect(words.startsWith(kept)).toBe(true);
    // The cut falls between words, never inside one.
    expect(words[kept.length]).toBe(' ');
  });

  it('cuts exactly at 150: 150 characters stay whole, 151 are cut', () => {
    const exact = `${'a'.repeat(74)} ${'b'.repeat(75)}`;
    expect(exact).toHaveLength(150);
    expect(cardExcerpt({ excerpt: exact })).toBe(exact);
    expect(cardExcerpt({ excerpt: `${exact}c` })).toBe(`${'a'.repeat(74)}...`);
  });

  it('has nothing to show for an empty excerpt', () => {
    expect(cardExcerpt({ excerpt: null })).toBeNull();
    expect(cardExcerpt({ excerpt: '   ' })).toBeNull();
  });
});

describe('card tags (spec: 2 tags, then "+N more")', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b'], 1],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b'], 3],
  ])('%j shows %j and %i more', (tags, shown, more) => {
    expect(cardTags(tags)).toEqual({ shown, more });
  });
});

describe('relative time on the card (spec boundaries)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const hour = 3_600_000;
  const day = 24 * hour;

  it.each([
    [0, 'Just now'],
    [hour - 1, 'Just now'],
    [hour, '1h ago'],
    [23 * hour, '23h ago'],
    [day - 1, '23h ago'],
    [day, '1d ago'],
    [6 * day, '6d ago'],
    [7 * day - 1, '6d ago'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(savedWhen(ago(elapsed), now)).toBe(expected);
  });

  it('shows the date from 7 days on', () => {
    const result = savedWhen(ago(7 * day), now);
    expect(result).not.toMatch(/ago|Just now/);
    expect(result).toContain('2026');
  });
});

describe('site label and image', () => {
  it('prefers the site name, else the host without www', () => {
    expect(siteLabel({ siteName: 'The Review', url: 'https://x.com/a' })).toBe('The Review');
    expect(siteLabel({ siteName: null, url: 'https://www.example.com/a' })).toBe('example.com');
  });

  it('accepts only Canyon’s own image URLs', () => {
    expect(safeImageUrl('/api/images/abc')).toBe(`${window.location.origin}/api/images/abc`);
    expect(safeImageUrl('https://cdn.example.com/a.jpg')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});

describe('card title', () => {
  it('is the article’s title, trimmed', () => {
    expect(cardTitle({ title: '  A Title ', url: 'https://example.com/a' })).toBe('A Title');
  });

  it('is the host and path without one (an import may have no title)', () => {
    expect(cardTitle({ title: null, url: 'https://www.example.com/2024/a-story/' })).toBe(
      'example.com/2024/a-story',
    );
    expect(cardTitle({ title: ' ', url: 'https://example.com/' })).toBe('example.com');
    expect(cardTitle({ title: null, url: 'not a url' })).toBe('not a url');
    expect(cardTitle({ title: null, url: '' })).toBe('Untitled');
  });
});

describe('reading time (issue #17)', () => {
  it('reads "N min read", at least one minute, and nothing without content', () => {
    expect(readingTime(7)).toBe('7 min read');
    expect(readingTime(0.2)).toBe('1 min read');
    expect(readingTime(12.6)).toBe('13 min read');
    expect(readingTime(null)).toBeNull();
  });
});
