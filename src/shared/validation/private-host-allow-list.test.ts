import { describe, expect, it } from 'vitest';
import { effectivePort, isAllowListedHost } from './private-host-allow-list';

const allowed = (url: string, list: string[]) => isAllowListedHost(new URL(url), list);

describe('isAllowListedHost', () => {
  it('is empty by default', () => {
    expect(allowed('http://127.0.0.1/', [])).toBe(false);
  });

  it('a bare host allows every port of that host', () => {
    expect(allowed('http://fixture.test/', ['fixture.test'])).toBe(true);
    expect(allowed('http://fixture.test:8080/', ['fixture.test'])).toBe(true);
    expect(allowed('https://fixture.test:8443/', ['fixture.test'])).toBe(true);
  });

  it('host:port allows only that port (defaults count as ports)', () => {
    expect(allowed('http://127.0.0.1:4000/', ['127.0.0.1:4000'])).toBe(true);
    expect(allowed('http://127.0.0.1:4001/', ['127.0.0.1:4000'])).toBe(false);
    expect(allowed('http://127.0.0.1/', ['127.0.0.1:80'])).toBe(true);
    expect(allowed('https://127.0.0.1/', ['127.0.0.1:80'])).toBe(false);
    expect(allowed('https://nas.home/', ['nas.home:443'])).toBe(true);
  });

  it('matches by the name in the URL, not by what it might resolve to', () => {
    expect(allowed('http://localhost:4000/', ['127.0.0.1:4000'])).toBe(false);
    expect(allowed('http://127.0.0.1:4000/', ['localhost:4000'])).toBe(false);
    expect(allowed('http://evil.fixture.test/', ['fixture.test'])).toBe(false);
    expect(allowed('http://fixture.test.evil.com/', ['fixture.test'])).toBe(false);
  });

  it('compares canonical forms: case, trailing dot, numeric IPv4, IPv6', () => {
    expect(allowed('http://FIXTURE.test./', ['Fixture.Test'])).toBe(true);
    expect(allowed('http://2130706433:4000/', ['127.0.0.1:4000'])).toBe(true);
    expect(allowed('http://127.0.0.1:4000/', ['0x7f.1:4000'])).toBe(true);
    expect(allowed('http://[::1]:4000/', ['[::1]:4000'])).toBe(true);
    expect(allowed('http://[::1]:4000/', ['::1'])).toBe(true);
    expect(allowed('http://[0:0::1]:4000/', ['[::1]:4001'])).toBe(false);
  });

  it('ignores malformed entries instead of widening', () => {
    for (const entry of [
      '',
      ' ',
      'http://127.0.0.1',
      '127.0.0.1/x',
      'a@127.0.0.1',
      '*',
      '127.0.0.1:abc',
      '[::1',
    ]) {
      expect(allowed('http://127.0.0.1/', [entry])).toBe(false);
    }
  });

  it('credentials in the URL do not change which host is checked', () => {
    expect(allowed('http://fixture.test@127.0.0.1/', ['fixture.test'])).toBe(false);
  });
});

describe('effectivePort', () => {
  it('fills in scheme defaults', () => {
    expect(effectivePort(new URL('http://a.example/'))).toBe('80');
    expect(effectivePort(new URL('https://a.example/'))).toBe('443');
    expect(effectivePort(new URL('http://a.example:443/'))).toBe('443');
    expect(effectivePort(new URL('https://a.example:8443/'))).toBe('8443');
  });
});
