import { describe, expect, it } from 'vitest';
import { splitIntoParts } from './context-budget';

describe('splitIntoParts', () => {
  it('keeps a short text whole', () => {
    expect(splitIntoParts('One.\n\nTwo.', 100, 8)).toEqual({
      parts: ['One.\n\nTwo.'],
      truncated: false,
    });
  });

  it('fills each part with whole paragraphs up to the budget', () => {
    const paragraphs = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'd'.repeat(10)];
    const { parts, truncated } = splitIntoParts(paragraphs.join('\n\n'), 100, 8);
    expect(parts).toEqual([
      `${'a'.repeat(40)}\n\n${'b'.repeat(40)}`,
      `${'c'.repeat(40)}\n\n${'d'.repeat(10)}`,
    ]);
    expect(truncated).toBe(false);
  });

  it('cuts a paragraph longer than a part between sentences', () => {
    const words = (letter: string) => `${letter.toUpperCase()}${letter.repeat(29)}`;
    const sentence = (letter: string) => `${words(letter)}. `;
    const paragraph = ['a', 'b', 'c', 'd', 'e'].map(sentence).join('').trim();
    const { parts } = splitIntoParts(paragraph, 70, 8);
    expect(parts).toEqual([
      `${words('a')}. ${words('b')}.`,
      `${words('c')}. ${words('d')}.`,
      `${words('e')}.`,
    ]);
  });

  it('cuts a sentence longer than a part where it must', () => {
    const { parts } = splitIntoParts('x'.repeat(250), 100, 8);
    expect(parts.map((part) => part.length)).toEqual([100, 100, 50]);
  });

  it('keeps at most the given number of parts and says the rest was left out', () => {
    const text = Array.from({ length: 10 }, (_, i) => `${i}`.repeat(90)).join('\n\n');
    const { parts, truncated } = splitIntoParts(text, 100, 3);
    expect(parts).toHaveLength(3);
    expect(parts[2]).toBe('2'.repeat(90));
    expect(truncated).toBe(true);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(100);
  });
});
