import { describe, expect, it } from 'vitest';
import { isHtmlMimeType, looksLikeHtml, parseContentType } from './content-type';

describe('parseContentType', () => {
  it.each([
    ['text/html', { mimeType: 'text/html', charset: null }],
    ['Text/HTML; Charset=Shift_JIS', { mimeType: 'text/html', charset: 'Shift_JIS' }],
    ['text/html;charset="windows-1252"', { mimeType: 'text/html', charset: 'windows-1252' }],
    [
      'application/xhtml+xml; foo=bar; charset=utf-8',
      { mimeType: 'application/xhtml+xml', charset: 'utf-8' },
    ],
    ['application/pdf', { mimeType: 'application/pdf', charset: null }],
  ])('%s', (header, expected) => {
    expect(parseContentType(header)).toEqual(expected);
  });

  it.each([undefined, '', 'html', 'text/', '/html', 'text html'])('%j is no type', (header) => {
    expect(parseContentType(header)).toBeNull();
  });
});

describe('isHtmlMimeType', () => {
  it('accepts HTML and XHTML only', () => {
    expect(isHtmlMimeType('text/html')).toBe(true);
    expect(isHtmlMimeType('application/xhtml+xml')).toBe(true);
    for (const type of [
      'text/plain',
      'application/pdf',
      'application/json',
      'image/svg+xml',
      'text/xml',
    ]) {
      expect(isHtmlMimeType(type)).toBe(false);
    }
  });
});

describe('looksLikeHtml', () => {
  it('recognises documents', () => {
    expect(looksLikeHtml('\uFEFF  <!DOCTYPE html><html>')).toBe(true);
    expect(looksLikeHtml('<html lang="en">')).toBe(true);
    expect(
      looksLikeHtml('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'),
    ).toBe(true);
    expect(looksLikeHtml('%PDF-1.7')).toBe(false);
    expect(looksLikeHtml('{"a":1}')).toBe(false);
    expect(looksLikeHtml('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(false);
  });
});
