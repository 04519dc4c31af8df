import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/server/errors';
import { checkFetchTarget, PORT_NOT_ALLOWED_MESSAGE, type FetchPolicy } from './check-fetch-target';

// The guard alone, without connecting anywhere: each case is decided before any socket exists.

const PRIVATE = 'Private and local URLs are not allowed';
const SCHEME = 'Only HTTP and HTTPS URLs are allowed';

function policy(answers: Record<string, string[]> = {}, allowPrivateHosts: string[] = []) {
  const resolve = vi.fn(async (hostname: string) => {
    const found = answers[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found;
  });
  return { allowPrivateHosts, resolve } satisfies FetchPolicy;
}

async function rejection(url: string, p: FetchPolicy = policy()): Promise<AppError> {
  const error = await checkFetchTarget(new URL(url), p).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkFetchTarget', () => {
  it('pins the first checked address and strips credentials', async () => {
    const p = policy({ 'news.example': ['93.184.216.34', '93.184.216.35'] });
    const target = await checkFetchTarget(new URL('https://user:secret@news.example/a?b#c'), p);
    expect(target.pinned).toEqual({ address: '93.184.216.34', family: 4 });
    expect(target.url.href).toBe('https://news.example/a?b#c');
    expect(p.resolve).toHaveBeenCalledTimes(1);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'data:text/html,x',
    'javascript:alert(1)',
    'ws://example.com/',
  ])('refuses the scheme of %s', async (url) => {
    const error = await rejection(url);
    expect([error.code, error.message]).toEqual(['INVALID_URL', SCHEME]);
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/',
    'http://198.18.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
  ])('refuses %s without resolving anything', async (url) => {
    const p = policy();
    const error = await rejection(url, p);
    expect([error.code, error.message]).toEqual(['INVALID_URL', PRIVATE]);
    expect(p.resolve).not.toHaveBeenCalled();
  });

  it('refuses a name that resolves to a private address, whatever the port', async () => {
    const p = policy({ 'sneaky.example': ['127.0.0.1'] });
    expect((await rejection('http://sneaky.example/', p)).message).toBe(PRIVATE);
    expect((await rejection('http://sneaky.example:6379/', p)).message).toBe(PRIVATE);
  });

  it('refuses a name whose answers mix public and private addresses, in any order', async () => {
    for (const answers of [
      ['93.184.216.34', '10.0.0.1'],
      ['169.254.169.254', '93.184.216.34'],
      ['2606:4700:4700::1111', '::1'],
      ['93.184.216.34', '::ffff:127.0.0.1'],
    ]) {
      const error = await rejection('http://mixed.example/', policy({ 'mixed.example': answers }));
      expect(error.message).toBe(PRIVATE);
    }
  });

  it('refuses resolver answers that are not addresses', async () => {
    const error = await rejection(
      'http://weird.example/',
      policy({ 'weird.example': ['not-an-ip'] }),
    );
    expect(error.code).toBe('FETCH_ERROR');
  });

  it('reports a name that does not resolve', async () => {
    const error = await rejection('http://nowhere.example/');
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'Could not resolve the host nowhere.example',
    ]);
  });

  it('refuses ports other than 80 and 443', async () => {
    const p = policy({ 'news.example': ['93.184.216.34'] });
    for (const url of [
      'http://news.example:8080/',
      'https://news.example:22/',
      'http://news.example:6379/',
      'http://8.8.8.8:53/',
    ]) {
      const error = await rejection(url, p);
      expect([error.code, error.message]).toEqual(['INVALID_URL', PORT_NOT_ALLOWED_MESSAGE]);
    }
    await expect(checkFetchTarget(new URL('http://news.example:443/'), p)).resolves.toBeTruthy();
    await expect(checkFetchTarget(new URL('https://news.example:80/'), p)).resolves.toBeTruthy();
  });

  describe('the allow-list', () => {
    it('lets a listed host:port reach a private address, and nothing else', async () => {
      const p = policy({ 'fixture.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] }, [
        'fixture.test:4000',
        '127.0.0.1:4001',
      ]);
      await expect(
        checkFetchTarget(new URL('http://fixture.test:4000/'), p),
      ).resolves.toMatchObject({
        pinned: { address: '127.0.0.1' },
      });
      await expect(checkFetchTarget(new URL('http://127.0.0.1:4001/'), p)).resolves.toBeTruthy();
      expect((await rejection('http://fixture.test:4001/', p)).message).toBe(PRIVATE);
      expect((await rejection('http://fixture.test/', p)).message).toBe(PRIVATE);
      expect((await rejection('http://other.test:80/', p)).message).toBe(PRIVATE);
      expect((await rejection('http://127.0.0.1:4000/', p)).message).toBe(PRIVATE);
      expect((await rejection('http://localhost:4001/', p)).message).toBe(PRIVATE);
      expect((await rejection('http://2130706434:4001/', p)).message).toBe(PRIVATE); // 127.0.0.2
    });

    it('a bare host entry allows any port of that host', async () => {
      const p = policy({ 'nas.home': ['192.168.1.20'] }, ['nas.home']);
      await expect(checkFetchTarget(new URL('http://nas.home:8080/'), p)).resolves.toBeTruthy();
    });

    it('cannot be reached through credentials or look-alike names', async () => {
      const p = policy({ 'fixture.test.evil.example': ['127.0.0.1'] }, ['fixture.test:4000']);
      expect((await rejection('http://fixture.test:4000@127.0.0.1:4000/', p)).message).toBe(
        PRIVATE,
      );
      expect((await rejection('http://fixture.test.evil.example/', p)).message).toBe(PRIVATE);
    });
  });
});
