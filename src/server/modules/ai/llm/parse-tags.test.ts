import { describe, expect, it } from 'vitest';
import { parseTags } from './parse-tags';

describe('parseTags', () => {
  it('reads one comma-separated line, lower-cased and trimmed', () => {
    expect(parseTags('Climate, Ocean Science ,  tide pools')).toEqual([
      'climate',
      'ocean science',
      'tide pools',
    ]);
  });

  it('drops labels, bullets, hashes, quotes and a final full stop', () => {
    expect(parseTags('Tags: #Climate, "ocean", `rust`.')).toEqual(['climate', 'ocean', 'rust']);
    expect(parseTags('- climate\n* ocean\n1. rust')).toEqual(['climate', 'ocean', 'rust']);
  });

  it('drops tags with markup characters, empty or over 50 characters, and repeats', () => {
    expect(
      parseTags(`<script>, a&b, x > y, , ${'x'.repeat(51)}, ${'y'.repeat(50)}, Ocean, ocean`),
    ).toEqual(['y'.repeat(50), 'ocean']);
  });

  it('keeps at most five, in the model’s order', () => {
    expect(parseTags('a, b, c, d, e, f, g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps tags in any script', () => {
    expect(parseTags('Klimawandel, 気候')).toEqual(['klimawandel', '気候']);
  });
});
