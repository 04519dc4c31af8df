import { describe, expect, it } from 'vitest';
import {
  cleanTags,
  cleanText,
  cleanTitle,
  epochToMs,
  parseDateText,
  parseListText,
  splitTags,
  storableText,
} from './entry-fields';

describe('cleanTitle', () => {
  it('decodes character references once, then cleans the text', () => {
    expect(cleanTitle('Rust &#8211; a year on &amp; after')).toBe('Rust – a year on & after');
    expect(cleanTitle('Tom &amp;amp; Jerry')).toBe('Tom &amp; Jerry');
    expect(cleanTitle('  &nbsp;  ')).toBeNull();
    expect(cleanTitle('a&#0;b')).toBe('a&#0;b');
    expect(cleanTitle(undefined)).toBeNull();
  });
});

describe('cleanText', () => {
  it('collapses whitespace, trims, and gives null for nothing', () => {
    expect(cleanText('  A\n\ttitle   here ')).toBe('A title here');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });

  it('removes NUL and other control characters and mends lone surrogates', () => {
    expect(cleanText('a\u0000b\u0007c\u007fd')).toBe('abcd');
    expect(cleanText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(cleanText('emoji 😀 stays, so does \u202e and \u200b')).toBe(
      'emoji 😀 stays, so does \u202e and \u200b',
    );
    expect(storableText('<p>\u0000kept\n</p>')).toBe('<p>kept\n</p>');
  });
});

describe('tags', () => {
  it('splits, trims, drops empties and repeats', () => {
    expect(splitTags('a| b ||a|c', '|')).toEqual(['a', 'b', 'c']);
    expect(cleanTags(['x', null, ' ', 'x ', 'y'])).toEqual(['x', 'y']);
  });

  it('reads lists written as JSON, as Python, or plainly', () => {
    expect(parseListText('["ml","papers"]')).toEqual(['ml', 'papers']);
    expect(parseListText(`['example', "it's", 'a, b', 'q\\'d']`)).toEqual([
      'example',
      "it's",
      'a, b',
      "q'd",
    ]);
    expect(parseListText('[]')).toEqual([]);
    expect(parseListText('[a, b]')).toEqual(['a', 'b']);
    expect(parseListText('one, two')).toEqual(['one', 'two']);
    expect(parseListText('')).toEqual([]);
  });
});

describe('dates', () => {
  it('reads Unix seconds, and values too large to be seconds as milliseconds or microseconds', () => {
    expect(epochToMs('1700000000')).toBe(1_700_000_000_000);
    expect(epochToMs(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(epochToMs('1700000000123456')).toBe(1_700_000_000_123);
    expect(epochToMs('0')).toBeNull();
    expect(epochToMs('soon')).toBeNull();
    expect(epochToMs('')).toBeNull();
    expect(epochToMs('1e300')).toBeNull();
  });

  it('reads the date forms exports write, a time without a zone as UTC', () => {
    expect(parseDateText('2023-01-10T17:17:19.203Z')).toBe(Date.UTC(2023, 0, 10, 17, 17, 19, 203));
    expect(parseDateText('2016-09-08T11:55:58+0200')).toBe(Date.UTC(2016, 8, 8, 9, 55, 58));
    expect(parseDateText('2022-11-06 04:33:50+00:00')).toBe(Date.UTC(2022, 10, 6, 4, 33, 50));
    expect(parseDateText('2024-01-15 10:00:00')).toBe(Date.UTC(2024, 0, 15, 10));
    expect(parseDateText('2023-09-01')).toBe(Date.UTC(2023, 8, 1));
    expect(parseDateText('Tue, 21 May 2024 16:43:53 GMT')).toBe(Date.UTC(2024, 4, 21, 16, 43, 53));
    expect(parseDateText('1629980125')).toBe(1_629_980_125_000);
    expect(parseDateText('not a date')).toBeNull();
    expect(parseDateText(null)).toBeNull();
  });
});
