import { describe, expect, it } from 'vitest';
import { decodeBody, encodingForLabel, sniffCharset } from './decode-body';
import { encodeLegacy } from './testing/encode-legacy';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('encodingForLabel', () => {
  it.each([
    ['Shift_JIS', 'shift_jis'],
    ['sjis', 'shift_jis'],
    ['x-sjis', 'shift_jis'],
    ['GBK', 'gbk'],
    ['gb2312', 'gbk'],
    ['ISO-8859-1', 'windows-1252'],
    ['latin1', 'windows-1252'],
    ['us-ascii', 'windows-1252'],
    ['UTF8', 'utf-8'],
    [' utf-8 ', 'utf-8'],
    ['euc-jp', 'euc-jp'],
    ['big5', 'big5'],
  ])('%s → %s', (label, encoding) => {
    expect(encodingForLabel(label)).toBe(encoding);
  });

  it('returns null for unknown labels', () => {
    expect(encodingForLabel('klingon')).toBeNull();
  });
});

describe('sniffCharset', () => {
  it('a BOM wins over everything', () => {
    const body = bytes([0xef, 0xbb, 0xbf], '<meta charset="shift_jis">');
    expect(sniffCharset(body, 'windows-1252')).toEqual({ encoding: 'utf-8', source: 'bom' });
    expect(sniffCharset(bytes([0xff, 0xfe], '<'), null)).toEqual({
      encoding: 'utf-16le',
      source: 'bom',
    });
    expect(sniffCharset(bytes([0xfe, 0xff], '<'), null)).toEqual({
      encoding: 'utf-16be',
      source: 'bom',
    });
  });

  it('then the Content-Type charset', () => {
    expect(sniffCharset(bytes('<meta charset="gbk">'), 'Shift_JIS')).toEqual({
      encoding: 'shift_jis',
      source: 'header',
    });
  });

  it('ignores an unknown header label and carries on', () => {
    expect(sniffCharset(bytes('<meta charset="gbk">'), 'nonsense')).toEqual({
      encoding: 'gbk',
      source: 'meta',
    });
  });

  it.each([
    ['<meta charset="windows-1252">', 'windows-1252'],
    ["<META CHARSET='Shift_JIS'>", 'shift_jis'],
    ['<meta charset=gb2312>', 'gbk'],
    ['<meta charset=utf-8/>', 'utf-8'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">', 'shift_jis'],
    ['<meta content="text/html;charset=gbk" http-equiv=content-type>', 'gbk'],
    ['<meta name="viewport" content="width=device-width"><meta charset="euc-jp">', 'euc-jp'],
    ['<meta charset="utf-16le">', 'utf-8'], // a document cannot declare UTF-16 from inside
  ])('reads %s', (head, encoding) => {
    expect(sniffCharset(bytes(`<html><head>${head}</head>`), null)).toEqual({
      encoding,
      source: 'meta',
    });
  });

  it('skips commented-out and unrelated meta tags', () => {
    const head =
      '<!-- <meta charset="gbk"> --><meta name="description" content="charset=big5"><meta charset="shift_jis">';
    expect(sniffCharset(bytes(head), null)).toEqual({ encoding: 'shift_jis', source: 'meta' });
  });

  it('reads an XML declaration (XHTML)', () => {
    expect(sniffCharset(bytes('<?xml version="1.0" encoding="Shift_JIS"?><html>'), null)).toEqual({
      encoding: 'shift_jis',
      source: 'xml-declaration',
    });
  });

  it('without a declaration: UTF-8 if valid, else windows-1252', () => {
    expect(sniffCharset(Buffer.from('<p>日本語</p>'), null)).toEqual({
      encoding: 'utf-8',
      source: 'detected',
    });
    expect(sniffCharset(bytes('<p>caf', [0xe9], '</p>'), null)).toEqual({
      encoding: 'windows-1252',
      source: 'default',
    });
  });

  it('a UTF-8 character cut off at the end still counts as UTF-8', () => {
    const cut = Buffer.from('<p>日本').subarray(0, -1);
    expect(sniffCharset(cut, null).encoding).toBe('utf-8');
  });
});

describe('decodeBody', () => {
  it('decodes known legacy bytes', () => {
    // Independent of the test encoder: 日本 in Shift_JIS, 中文 in GBK, “é” in windows-1252.
    expect(
      decodeBody(Uint8Array.of(0x93, 0xfa, 0x96, 0x7b), 'shift_jis', { truncated: false }),
    ).toBe('日本');
    expect(decodeBody(Uint8Array.of(0xd6, 0xd0, 0xce, 0xc4), 'gbk', { truncated: false })).toBe(
      '中文',
    );
    expect(decodeBody(Uint8Array.of(0x93, 0xe9, 0x94), 'windows-1252', { truncated: false })).toBe(
      '“é”',
    );
  });

  it('decodes the whole windows-1252 0x80–0x9F row (Node’s own TextDecoder reads it as latin1)', () => {
    const row = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(decodeBody(row, 'windows-1252', { truncated: false })).toBe(
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
    );
    expect(decodeBody(Uint8Array.of(0x41, 0xe9, 0xff), 'windows-1252', { truncated: false })).toBe(
      'Aéÿ',
    );
  });

  it('round-trips the test encoder', () => {
    const text = '日本語のテキスト';
    expect(decodeBody(encodeLegacy(text, 'shift_jis'), 'shift_jis', { truncated: false })).toBe(
      text,
    );
  });

  it('drops a matching BOM', () => {
    expect(decodeBody(bytes([0xef, 0xbb, 0xbf], 'x'), 'utf-8', { truncated: false })).toBe('x');
  });

  it('leaves out a character split by truncation instead of writing U+FFFD', () => {
    const cut = Buffer.from('ab日本').subarray(0, -1);
    expect(decodeBody(cut, 'utf-8', { truncated: true })).toBe('ab日');
    expect(decodeBody(cut, 'utf-8', { truncated: false })).toBe('ab日\uFFFD');
    const sjis = Uint8Array.of(0x41, 0x93, 0xfa, 0x96);
    expect(decodeBody(sjis, 'shift_jis', { truncated: true })).toBe('A日');
  });
});
