import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { URL_MAX_LENGTH, createUrlSchema, urlMessages, urlSchema, validateUrl } from './url';

const messageOf = (input: unknown) => {
  const result = validateUrl(input);
  return result.ok ? null : result.message;
};

describe('validateUrl (spec §5)', () => {
  it('uses the spec words verbatim', () => {
    expect(urlMessages).toEqual({
      unsupportedScheme: 'Only HTTP and HTTPS URLs are allowed',
      unparsable: 'Please provide a valid URL',
      privateHost: 'Private and local URLs are not allowed',
      tooLong: 'URL is too long (maximum 2048 characters)',
      invalidFormat: 'Invalid URL format',
    });
  });

  it.each([
    'https://example.com/article',
    'http://example.com',
    'HTTPS://Example.COM/Case/Sensitive?Path=1#frag',
    'https://sub.example.co.uk:8443/a?b=c',
    'http://8.8.8.8/',
    'http://172.32.0.1/', // just outside 172.16-31
    'http://172.15.255.255/',
    'http://[2001:4860:4860::8888]/',
    'https://例え.jp/',
  ])('accepts %s', (url) => {
    expect(validateUrl(url)).toEqual({ ok: true, url });
  });

  it('trims first and returns the trimmed URL, otherwise unchanged', () => {
    expect(validateUrl('  \n\thttps://example.com/A?x=1#y \t')).toEqual({
      ok: true,
      url: 'https://example.com/A?x=1#y',
    });
  });

  describe('required', () => {
    it.each([undefined, null, '', '   ', '\n\t'])('%j → "Please provide a valid URL"', (input) => {
      expect(messageOf(input)).toBe('Please provide a valid URL');
    });
    it.each([42, {}, ['https://example.com'], true])(
      'non-text %j → "Invalid URL format"',
      (input) => {
        expect(messageOf(input)).toBe('Invalid URL format');
      },
    );
  });

  describe('schemes', () => {
    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'FILE:///etc/passwd',
      'ftp://example.com/file',
      'gopher://example.com/',
      'mailto:someone@example.com',
      'ws://example.com/',
      'java\tscript:alert(1)', // URL drops the tab, so this is javascript:
      '\u0001javascript:alert(1)', // URL drops leading C0 controls
    ])('%j → "Only HTTP and HTTPS URLs are allowed"', (url) => {
      expect(messageOf(url)).toBe('Only HTTP and HTTPS URLs are allowed');
    });
  });

  describe('must parse', () => {
    it.each([
      'example.com',
      'not a url',
      'http://',
      'https://exa mple.com/',
      'http://example.com:99999/',
      '//example.com/',
    ])('%j → "Please provide a valid URL"', (url) => {
      expect(messageOf(url)).toBe('Please provide a valid URL');
    });
  });

  describe('private and local hosts', () => {
    it.each([
      'http://localhost/',
      'http://LOCALHOST:3000/',
      'http://localhost./',
      'http://app.localhost/',
      'http://127.0.0.1/',
      'http://127.255.255.254/',
      'http://10.0.0.1/',
      'http://10.255.255.255/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://0.0.0.0/',
      'http://0.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      // numeric forms the URL parser turns into dotted quads
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'http://127.1/',
      'http://0/',
      'http://0x0a000001/',
      // IPv6 forms of the same places
      'http://[::1]/',
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[fd00::1]/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      // credentials do not hide the host
      'http://example.com@127.0.0.1/',
      'http://user:pass@localhost/',
    ])('%s → "Private and local URLs are not allowed"', (url) => {
      expect(messageOf(url)).toBe('Private and local URLs are not allowed');
    });
  });

  describe('length', () => {
    const base = 'https://example.com/';
    it('accepts exactly 2048 characters', () => {
      const url = base + 'a'.repeat(URL_MAX_LENGTH - base.length);
      expect(url).toHaveLength(2048);
      expect(validateUrl(url).ok).toBe(true);
    });
    it('rejects 2049 characters', () => {
      const url = base + 'a'.repeat(URL_MAX_LENGTH + 1 - base.length);
      expect(messageOf(url)).toBe('URL is too long (maximum 2048 characters)');
    });
    it('counts after trimming', () => {
      const url = base + 'a'.repeat(URL_MAX_LENGTH - base.length);
      expect(validateUrl(`   ${url}   `).ok).toBe(true);
    });
  });

  describe('which message wins when several rules fail (the spec order: scheme, parse, http(s), private, length)', () => {
    const long = 'a'.repeat(3000);
    it('a blocked scheme beats everything, even length', () => {
      expect(messageOf(`javascript:${long}`)).toBe('Only HTTP and HTTPS URLs are allowed');
      expect(messageOf(`file://localhost/${long}`)).toBe('Only HTTP and HTTPS URLs are allowed');
    });
    it('an unparsable URL beats length', () => {
      expect(messageOf(`http://exa mple.com/${long}`)).toBe('Please provide a valid URL');
    });
    it('a private host beats length', () => {
      expect(messageOf(`http://127.0.0.1/${long}`)).toBe('Private and local URLs are not allowed');
    });
    it('a non-http scheme beats a private host', () => {
      expect(messageOf('gopher://127.0.0.1/')).toBe('Only HTTP and HTTPS URLs are allowed');
    });
    it('length applies only once everything else holds', () => {
      expect(messageOf(`https://example.com/${long}`)).toBe(
        'URL is too long (maximum 2048 characters)',
      );
    });
  });

  describe('allow-listed private hosts (server only)', () => {
    it('lift the private rule for exactly the listed host and port', () => {
      const options = { allowPrivateHosts: ['127.0.0.1:4000', 'fixture.local'] };
      expect(validateUrl('http://127.0.0.1:4000/a', options).ok).toBe(true);
      expect(validateUrl('http://127.0.0.1:4001/a', options)).toEqual({
        ok: false,
        message: urlMessages.privateHost,
      });
      expect(validateUrl('http://localhost:4000/a', options)).toEqual({
        ok: false,
        message: urlMessages.privateHost,
      });
    });
    it('are empty by default', () => {
      expect(validateUrl('http://127.0.0.1:4000/a')).toEqual({
        ok: false,
        message: urlMessages.privateHost,
      });
    });
  });
});

describe('urlSchema (zod)', () => {
  it('outputs the trimmed URL', () => {
    expect(urlSchema.parse('  https://example.com/x  ')).toBe('https://example.com/x');
  });

  it.each([
    [undefined, 'Please provide a valid URL'],
    ['', 'Please provide a valid URL'],
    [7, 'Invalid URL format'],
    ['javascript:alert(1)', 'Only HTTP and HTTPS URLs are allowed'],
    ['nope', 'Please provide a valid URL'],
    ['http://192.168.0.1/', 'Private and local URLs are not allowed'],
    [`https://example.com/${'a'.repeat(3000)}`, 'URL is too long (maximum 2048 characters)'],
  ])('%j → exactly one issue: %s', (input, message) => {
    const result = urlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('reports a missing field in an object with the same words', () => {
    const body = z.object({ url: urlSchema });
    const result = body.safeParse({});
    expect(result.error?.issues).toMatchObject([
      { path: ['url'], message: 'Please provide a valid URL' },
    ]);
  });

  it('agrees with validateUrl on every case', () => {
    const cases: unknown[] = [
      'https://example.com',
      ' http://10.1.2.3 ',
      'data:,x',
      'http://[::1]/',
      'ftp://x',
      'https://example.com/' + 'b'.repeat(2100),
      null,
      {},
    ];
    for (const input of cases) {
      const plain = validateUrl(input);
      const parsed = urlSchema.safeParse(input);
      expect(parsed.success).toBe(plain.ok);
      if (!plain.ok) expect(parsed.error?.issues[0]?.message).toBe(plain.message);
    }
  });

  it('takes the server allow-list through createUrlSchema', () => {
    const serverSchema = createUrlSchema({ allowPrivateHosts: ['localhost:3000'] });
    expect(serverSchema.parse('http://localhost:3000/')).toBe('http://localhost:3000/');
    expect(serverSchema.safeParse('http://localhost:3001/').success).toBe(false);
  });
});
