import { describe, expect, it } from 'vitest';
import { isAcceptableDeclaredType, sniffImageType } from './image-type';
import { PHOTO } from './testing/image-site';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffImageType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
    ['png', PHOTO, 'image/png'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['gif89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'), 'image/webp'],
    ['avif (major brand)', bytes([0, 0, 0, 20], 'ftypavif', [0, 0, 0, 0], 'mif1'), 'image/avif'],
    [
      'avif (compatible brand)',
      bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'miafavif'),
      'image/avif',
    ],
  ])('knows %s by its first bytes', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['svg with an xml declaration', bytes('<?xml version="1.0"?><svg></svg>')],
    ['html', bytes('<!doctype html><p>hi</p>')],
    ['heic (ftyp, other brand)', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['riff that is not webp', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated png signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

describe('isAcceptableDeclaredType', () => {
  it('takes raster image types and refuses SVG and everything else', () => {
    expect(isAcceptableDeclaredType('image/png')).toBe(true);
    expect(isAcceptableDeclaredType('image/jpeg')).toBe(true);
    expect(isAcceptableDeclaredType('image/svg+xml')).toBe(false);
    expect(isAcceptableDeclaredType('text/html')).toBe(false);
    expect(isAcceptableDeclaredType('application/octet-stream')).toBe(false);
  });
});
