import { describe, expect, it } from 'vitest';
import { findUrlInText, normalizeTypedUrl } from './typed-url';
import { validateUrl } from './url';

describe('normalizeTypedUrl', () => {
  it.each([
    ['www.example.com/a', 'https://www.example.com/a'],
    ['example.com/a', 'https://example.com/a'],
    ['  example.com  ', 'https://example.com'],
    ['news.example.co.uk/story?id=4#top', 'https://news.example.co.uk/story?id=4#top'],
    ['example.com:8443/a', 'https://example.com:8443/a'],
    ['<https://x.y>', 'https://x.y'],
    ['<example.com/a>', 'https://example.com/a'],
    ['"https://x.y/z".', 'https://x.y/z'],
    ['“https://x.y/z”,', 'https://x.y/z'],
    ['(https://x.y/z)', 'https://x.y/z'],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['https://en.wikipedia.org/wiki/Foo_(bar).', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['Read this: https://x.y/z (via app)', 'https://x.y/z'],
    ['Great read https://x.y/z', 'https://x.y/z'],
    ['Two links: http://a.example/1, and https://b.example/2', 'http://a.example/1'],
    ['Title on one line\nhttps://x.y/z', 'https://x.y/z'],
    ['HTTPS://X.Y/Case', 'HTTPS://X.Y/Case'],
    ['bücher.de/a', 'https://bücher.de/a'],
    ['例え.jp/記事', 'https://例え.jp/記事'],
    ['пример.рф', 'https://пример.рф'],
    ['xn--bcher-kva.de/a', 'https://xn--bcher-kva.de/a'],
    ['https://bücher.de/a.', 'https://bücher.de/a'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeTypedUrl(input)).toBe(expected);
  });

  it.each([
    ['text without a URL', 'just some words'],
    ['a single word', 'hello'],
    ['a host with a port and no dot', 'localhost:3000'],
    ['a host with a port and a path', 'localhost:3000/a'],
    ['a mail address link', 'mailto:someone@example.com'],
    ['a mail address', 'someone@example.com'],
    ['a script', 'javascript:alert(1)'],
    ['a script that mentions a URL', "javascript:fetch('https://x.y/z')"],
    ['a script with spaces and a URL', 'javascript:go() // https://x.y/z'],
    ['a data URL', 'data:text/html,<p>hi</p>'],
    ['an IP address without a scheme', '192.168.1.1/admin'],
    ['a file name', 'notes_2024.txt.'],
    ['a bare scheme', 'https://'],
  ])('leaves %s as it was', (_case, input) => {
    expect(normalizeTypedUrl(input)).toBe(input);
  });

  it('trims what it leaves alone', () => {
    expect(normalizeTypedUrl('  mailto:a@b.example \n')).toBe('mailto:a@b.example');
  });

  it('leaves validateUrl to refuse what it leaves alone, in the spec’s words', () => {
    const message = (input: string) => {
      const result = validateUrl(normalizeTypedUrl(input));
      return result.ok ? result.url : result.message;
    };
    expect(message('javascript:alert(1)')).toBe('Only HTTP and HTTPS URLs are allowed');
    expect(message('mailto:someone@example.com')).toBe('Only HTTP and HTTPS URLs are allowed');
    expect(message('just some words')).toBe('Please provide a valid URL');
    expect(message('www.example.com/a')).toBe('https://www.example.com/a');
    expect(message('bücher.de/a')).toMatch(/^https:\/\/(bücher|xn--bcher-kva)\.de\/a$/);
  });
});

describe('findUrlInText', () => {
  it.each([
    ['Great read https://x.y/z', 'https://x.y/z'],
    ['See <https://x.y/z>!', 'https://x.y/z'],
    ['"https://x.y/z".', 'https://x.y/z'],
    ['Read this: https://x.y/z (via app)', 'https://x.y/z'],
    ['first http://a.example/1 then https://b.example/2', 'http://a.example/1'],
  ])('finds the link in %j', (text, url) => {
    expect(findUrlInText(text)).toBe(url);
  });

  it.each([['no link here'], ['www.example.com/a'], ['mailto:a@b.example'], ['https:// nothing']])(
    'finds no http(s) link in %j',
    (text) => {
      expect(findUrlInText(text)).toBeUndefined();
    },
  );
});
