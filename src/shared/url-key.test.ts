import { describe, expect, it } from 'vitest';
import { urlKey } from './url-key';

describe('urlKey', () => {
  it('lower-cases scheme and host but keeps the path as given', () => {
    expect(urlKey('HTTPS://Example.COM/Some/Path')).toBe('https://example.com/Some/Path');
  });

  it('trims, drops the fragment and the default port', () => {
    expect(urlKey('  https://example.com:443/a#section-2 ')).toBe('https://example.com/a');
    expect(urlKey('http://example.com:80/a')).toBe('http://example.com/a');
    expect(urlKey('http://example.com:8080/a')).toBe('http://example.com:8080/a');
  });

  it('removes utm_* parameters and keeps the others in order', () => {
    expect(urlKey('https://example.com/a?id=3&utm_source=x&UTM_Medium=y&b=Q')).toBe(
      'https://example.com/a?id=3&b=Q',
    );
    expect(urlKey('https://example.com/a?utm_campaign=z')).toBe('https://example.com/a');
  });

  it('keeps a query without tracking parameters byte for byte', () => {
    expect(urlKey('https://example.com/search?q=a+b&x=%2F')).toBe(
      'https://example.com/search?q=a+b&x=%2F',
    );
  });

  it('gives pages that differ only in case of the path different keys', () => {
    expect(urlKey('https://example.com/Page')).not.toBe(urlKey('https://example.com/page'));
  });

  it('returns unparseable input trimmed, so callers can still compare it', () => {
    expect(urlKey('  not a url ')).toBe('not a url');
  });
});
