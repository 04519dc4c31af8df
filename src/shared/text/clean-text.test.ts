import { describe, expect, it } from 'vitest';
import { cleanOptionalText, cleanText } from './clean-text';
import { cleanString } from './text-schema';

describe('cleanText', () => {
  it('leaves ordinary text alone, including tab, newline, carriage return and emoji', () => {
    const text = 'Café – “naïve”\tline\r\nnext 日本語 😀 עברית \u200B';
    expect(cleanText(text)).toBe(text);
  });

  it('removes NUL and the other C0 controls, DEL and C1 controls', () => {
    expect(cleanText('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\u007Fh\u0080i\u009Fj')).toBe(
      'abcdefghij',
    );
  });

  it('replaces lone surrogates with U+FFFD and keeps proper pairs', () => {
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanText('a\uDC00b')).toBe('a\uFFFDb');
    expect(cleanText('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(cleanText('end\uD83D')).toBe('end\uFFFD');
    expect(cleanText('\uD83D\uDE00')).toBe('😀');
  });

  it('removes noncharacters in every plane', () => {
    expect(cleanText('a\uFFFEb\uFFFFc\uFDD0d\uFDEFe\u{1FFFE}f\u{10FFFF}g')).toBe('abcdefg');
  });

  it('gives well-formed text that a UTF-8 round trip keeps', () => {
    const cleaned = cleanText('x\u0000\uD800y\uFFFF');
    expect(new TextDecoder().decode(new TextEncoder().encode(cleaned))).toBe(cleaned);
  });

  it('passes null and undefined through', () => {
    expect(cleanOptionalText(null)).toBeNull();
    expect(cleanOptionalText(undefined)).toBeUndefined();
    expect(cleanOptionalText('a\u0000')).toBe('a');
  });
});

describe('cleanString', () => {
  it('cleans before the schema’s own rules run', () => {
    const schema = cleanString().trim().min(1).max(3);
    expect(schema.parse(' \u0000ab\u0000c ')).toBe('abc');
    expect(schema.safeParse('\u0000\u0001').success).toBe(false);
  });

  it('keeps the error message given', () => {
    const result = cleanString({ error: 'Please provide a valid URL' }).safeParse(42);
    expect(result.error?.issues[0]?.message).toBe('Please provide a valid URL');
  });
});
