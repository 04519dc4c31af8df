import { describe, expect, it } from 'vitest';
import { fitContent } from './fit-content';

describe('fitContent', () => {
  it('leaves content within the limit alone', () => {
    expect(fitContent('<p>a</p>', 'a', 100)).toEqual({ html: '<p>a</p>', text: 'a', cut: false });
  });

  it('cuts HTML after the last whole block that fits', () => {
    const html = '<p>one one</p><p>two two</p><p>three three</p>';
    const result = fitContent(html, 'one one two two three three', 30);
    expect(result.html).toBe('<p>one one</p><p>two two</p>');
    expect(result.text).toBe('one one two two three three');
    expect(result.cut).toBe(true);
  });

  it('cuts long plain text at a word', () => {
    expect(fitContent('<p>x</p>', 'alpha beta gamma delta', 14).text).toBe('alpha beta');
  });

  it('cuts hard when no block ends in range', () => {
    expect(fitContent('x'.repeat(50), 'y', 10).html).toBe('x'.repeat(10));
  });
});
