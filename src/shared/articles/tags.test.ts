import { describe, expect, it } from 'vitest';
import { addTags, normalizeTag, splitTagInput, tagProblem, TAGS_IN_EDITOR } from './tags';

describe('tag rules', () => {
  it('lower-cases and trims', () => {
    expect(normalizeTag('  Long Read ')).toBe('long read');
  });

  it('accepts 1 to 50 characters without <, > or &', () => {
    expect(tagProblem('a', 1)).toBeUndefined();
    expect(tagProblem('x'.repeat(50), 1)).toBeUndefined();
    expect(tagProblem('', 3)).toBe('Tag 3 must be between 1 and 50 characters');
    expect(tagProblem('x'.repeat(51), 2)).toBe('Tag 2 must be between 1 and 50 characters');
    for (const bad of ['a<b', 'a>b', 'r&d'])
      expect(tagProblem(bad, 1)).toBe('Tag contains invalid characters');
  });

  it('drops empty, invalid and duplicate tags silently', () => {
    expect(addTags(['news'], ['', '  ', 'NEWS', 'a<b', 'x'.repeat(51), 'Tech', 'tech '])).toEqual([
      'news',
      'tech',
    ]);
  });

  it('stops at the maximum', () => {
    const many = Array.from({ length: 15 }, (_, i) => `t${i}`);
    expect(addTags([], many)).toHaveLength(TAGS_IN_EDITOR);
    expect(addTags([], many, 3)).toEqual(['t0', 't1', 't2']);
    expect(addTags(['a', 'b', 'c'], ['d'], 3)).toEqual(['a', 'b', 'c']);
  });

  it('splits typed text on commas', () => {
    expect(addTags([], splitTagInput('one, Two,,three'))).toEqual(['one', 'two', 'three']);
  });
});
