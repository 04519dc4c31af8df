import { describe, expect, it } from 'vitest';
import { truncateAtTagBoundary } from './truncate-html';

const text = (bytes: Uint8Array, encoding = 'utf-8') => new TextDecoder(encoding).decode(bytes);

describe('truncateAtTagBoundary', () => {
  it('cuts after the last ">" when it lies past 80%', () => {
    const capped = Buffer.from(`${'x'.repeat(85)}<b>bold</b>tail`); // last '>' at index 95 of 100
    expect(capped.byteLength).toBe(100);
    expect(text(truncateAtTagBoundary(capped, 'utf-8'))).toBe(`${'x'.repeat(85)}<b>bold</b>`);
  });

  it('keeps the cap when the last ">" is at or before 80%', () => {
    const capped = Buffer.from(`<p>${'y'.repeat(97)}`); // last '>' at index 2
    expect(truncateAtTagBoundary(capped, 'utf-8')).toBe(capped);
    const atEighty = Buffer.from(`${'z'.repeat(80)}>${'z'.repeat(19)}`); // '>' at index 80, not past 80
    expect(truncateAtTagBoundary(atEighty, 'utf-8')).toBe(atEighty);
    const pastEighty = Buffer.from(`${'z'.repeat(81)}>${'z'.repeat(18)}`);
    expect(truncateAtTagBoundary(pastEighty, 'utf-8').byteLength).toBe(82);
  });

  it('keeps the cap when there is no ">" at all', () => {
    const capped = Buffer.from('q'.repeat(50));
    expect(truncateAtTagBoundary(capped, 'windows-1252')).toBe(capped);
  });

  it('never splits a Shift_JIS character (0x3E is never a trail byte)', () => {
    // 日 = 93 FA, then '>' then 本 = 96 7B
    const capped = Uint8Array.of(...Array(9).fill(0x41), 0x93, 0xfa, 0x3e, 0x96);
    expect(text(truncateAtTagBoundary(capped, 'shift_jis'), 'shift_jis')).toBe('AAAAAAAAA日>');
  });

  it('looks for ">" two bytes at a time in UTF-16', () => {
    const le = Buffer.from(`${'a'.repeat(40)}<i>x`, 'utf16le');
    expect(text(truncateAtTagBoundary(le, 'utf-16le'), 'utf-16le')).toBe(`${'a'.repeat(40)}<i>`);
    // A 0x3E low byte that is not '>' (U+4E3E 举) must not count.
    const tricky = Buffer.from(`${'a'.repeat(40)}举举举`, 'utf16le');
    expect(truncateAtTagBoundary(tricky, 'utf-16le')).toBe(tricky);
  });
});
