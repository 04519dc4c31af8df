import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { AppError } from '@/server/errors';
import { createUrlSchema, urlSchema } from '@/shared/validation/url';
import { PORT_NOT_ALLOWED_MESSAGE } from './check-fetch-target';
import { fetchPage } from './fetch-page';
import { openGuardedResponse } from './open-guarded-response';
import { startFetchHarness, type FetchHarness } from './testing/fetch-harness';
import { ARTICLE_HTML, ARTICLE_TITLE } from './testing/fixture-site';

// SECURITY.md "Fetching (SSRF)", items 1–13, one describe block per item. A canary listener on
// 127.0.0.1 and on ::1, and a decoy on 127.0.0.2 at the fixture site's port, must see zero
// connections through all of it; a network guard underneath refuses (and reports) any attempt
// to reach a non-loopback address or the real DNS. Both are checked after every test.

const PRIVATE = 'Private and local URLs are not allowed';
const SCHEME = 'Only HTTP and HTTPS URLs are allowed';

let h: FetchHarness;
let site: string; // the allow-listed fixture site
let c4: number; // canary port on 127.0.0.1
let c6: number; // canary port on ::1 (falls back to the IPv4 canary's port)

beforeAll(async () => {
  h = await startFetchHarness();
  site = `http://127.0.0.1:${h.site.port}`;
  c4 = h.canary.port;
  c6 = h.canary6?.port ?? c4;
});
afterAll(async () => {
  await h.close();
  expect(h.leaks()).toEqual([]);
});
beforeEach(() => {
  h.setAnswers({});
});
afterEach(() => {
  expect(h.leaks()).toEqual([]);
});

async function refused(url: string, options = h.options()): Promise<AppError> {
  const before = h.site.requests.length;
  const error = await fetchPage(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(h.site.requests.length).toBe(before); // not even the fixture site was asked
  return error as AppError;
}

/** A fixture URL that redirects to `to` (the site itself is allow-listed). */
const via = (to: string, status = 302) =>
  `${site}/redirect?status=${status}&to=${encodeURIComponent(to)}`;

async function refusedAfterRedirect(to: string, status = 302): Promise<AppError> {
  const before = h.site.requests.length;
  const error = await fetchPage(via(to, status), h.options()).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(h.site.requests.length).toBe(before + 1); // the redirect itself, nothing after it
  return error as AppError;
}

describe('1. loopback by address and by name', () => {
  it('refuses 127.0.0.1 at the canary', async () => {
    const error = await refused(`http://127.0.0.1:${c4}/`);
    expect([error.code, error.message]).toEqual(['INVALID_URL', PRIVATE]);
  });

  it.each(['localhost', 'LOCALHOST.', 'LocalHost', 'anything.localhost'])(
    'refuses %s',
    async (host) => {
      const error = await refused(`http://${host}:${c4}/`);
      expect([error.code, error.message]).toEqual(['INVALID_URL', PRIVATE]);
    },
  );

  it('refuses a name that resolves to 127.0.0.1', async () => {
    h.setAnswers({ 'loopback.example': ['127.0.0.1'] });
    for (const url of [`http://loopback.example:${c4}/`, 'http://loopback.example/']) {
      expect((await refused(url)).message).toBe(PRIVATE);
    }
  });

  it('allow-listing the fixture port does not open the same host’s other ports', async () => {
    expect(h.options().allowPrivateHosts).toContain(`127.0.0.1:${h.site.port}`);
    expect((await refused(`http://127.0.0.1:${c4}/`)).message).toBe(PRIVATE);
  });
});

describe('2. numeric IPv4 forms', () => {
  it.each([
    '2130706433',
    '0x7f.1',
    '0x7F000001',
    '017700000001',
    '0177.0.0.1',
    '127.1',
    '127.0.1',
    '0',
    '0.0.0.0',
  ])('refuses http://%s:<canary>/', async (host) => {
    const error = await refused(`http://${host}:${c4}/`);
    expect([error.code, error.message]).toEqual(['INVALID_URL', PRIVATE]);
  });

  it('refuses the same forms after a redirect, where only the server-side guard runs', async () => {
    for (const host of ['2130706433', '0x7f.1', '017700000001', '127.1', '0', '0.0.0.0']) {
      expect((await refusedAfterRedirect(`http://${host}:${c4}/`)).message).toBe(PRIVATE);
    }
  });
});

describe('3. IPv6 forms', () => {
  const forms = () => [
    `http://[::1]:${c6}/`,
    `http://[::]:${c6}/`,
    `http://[0:0:0:0:0:0:0:1]:${c6}/`,
    `http://[::ffff:127.0.0.1]:${c4}/`,
    `http://[::ffff:7f00:1]:${c4}/`,
    `http://[::ffff:169.254.169.254]/`,
    `http://[::127.0.0.1]:${c4}/`,
    `http://[64:ff9b::7f00:1]:${c4}/`,
    `http://[64:ff9b::a9fe:a9fe]/`,
    `http://[fd00::1]/`,
    `http://[fc00::1]/`,
    `http://[fe80::1]/`,
    `http://[2002:7f00:1::1]:${c4}/`,
  ];

  it('refuses every form directly', async () => {
    for (const url of forms()) {
      const error = await refused(url);
      expect([url, error.code, error.message]).toEqual([url, 'INVALID_URL', PRIVATE]);
    }
  });

  it('refuses every form after a redirect', async () => {
    for (const url of forms()) {
      expect([url, (await refusedAfterRedirect(url)).message]).toEqual([url, PRIVATE]);
    }
  });

  it('refuses names whose AAAA answers are private', async () => {
    h.setAnswers({
      'v6.example': ['::1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'ula.example': ['fd12::5'],
    });
    for (const host of ['v6.example', 'mapped.example', 'ula.example']) {
      expect((await refused(`http://${host}:${c6}/`)).message).toBe(PRIVATE);
    }
  });
});

describe('4. private and special ranges', () => {
  const addresses = [
    '10.0.0.1',
    '10.255.255.254',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.1',
    '192.168.255.254',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '169.254.0.1',
    '198.18.0.1',
    '198.19.255.254',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '192.0.2.10',
    '198.51.100.10',
    '203.0.113.10',
  ];

  it.each(addresses)('refuses %s as a literal', async (address) => {
    expect((await refused(`http://${address}/`)).message).toBe(PRIVATE);
  });

  it('refuses them as DNS answers (the cloud metadata name included)', async () => {
    h.setAnswers(Object.fromEntries(addresses.map((address, i) => [`r${i}.example`, [address]])));
    for (let i = 0; i < addresses.length; i += 1) {
      expect((await refused(`http://r${i}.example/`)).message).toBe(PRIVATE);
    }
    h.setAnswers({ 'metadata.google.internal': ['169.254.169.254'] });
    expect((await refused('http://metadata.google.internal/computeMetadata/v1/')).message).toBe(
      PRIVATE,
    );
  });

  it('refuses them after a redirect', async () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '198.18.0.1',
      '224.0.0.1',
    ]) {
      expect((await refusedAfterRedirect(`http://${address}/latest/meta-data/`)).message).toBe(
        PRIVATE,
      );
    }
  });
});

describe('5. DNS answers mixing public and private addresses', () => {
  it.each([
    [['93.184.216.34', '127.0.0.1']],
    [['127.0.0.1', '93.184.216.34']],
    [['93.184.216.34', '10.0.0.7']],
    [['2606:4700:4700::1111', '::1']],
    [['93.184.216.34', '169.254.169.254', '93.184.216.35']],
  ])('refuses %j', async (answers) => {
    h.setAnswers({ 'mixed.example': answers });
    expect((await refused(`http://mixed.example:${c4}/`)).message).toBe(PRIVATE);
    expect((await refused('http://mixed.example/')).message).toBe(PRIVATE);
  });
});

describe('6. DNS rebinding', () => {
  it('connects only to the checked address, never asking DNS a second time', async () => {
    // First answer: the fixture site (127.0.0.1). Any later answer: the decoy on 127.0.0.2, same port.
    h.setAnswers({ 'rebind.test': (call) => (call === 1 ? ['127.0.0.1'] : ['127.0.0.2']) });
    const options = h.options({ allowPrivateHosts: [`rebind.test:${h.site.port}`] });
    const page = await fetchPage(`http://rebind.test:${h.site.port}/article`, options);
    expect(page.html).toContain(ARTICLE_TITLE);
    expect(h.resolverCalls.get('rebind.test')).toBe(1);
    expect(h.site.requests.at(-1)).toMatchObject({ localAddress: '127.0.0.1' });
    expect(h.decoy.connections()).toBe(0);
  });

  it('pins the first answer when one name has several', async () => {
    h.setAnswers({ 'multi.test': ['127.0.0.1', '127.0.0.2'] });
    const options = h.options({ allowPrivateHosts: [`multi.test:${h.site.port}`] });
    for (let i = 0; i < 3; i += 1)
      await fetchPage(`http://multi.test:${h.site.port}/article`, options);
    expect(h.decoy.connections()).toBe(0);
  });

  it('re-checks a name on every hop, so a redirect to a rebound name is refused', async () => {
    // Public-looking for nobody: the name is looked up once, answers loopback, and is refused.
    h.setAnswers({ 'rebound.example': ['127.0.0.1'] });
    expect((await refusedAfterRedirect(`http://rebound.example:${c4}/`)).message).toBe(PRIVATE);
    expect(h.resolverCalls.get('rebound.example')).toBe(1);
  });
});

describe('7. redirects', () => {
  it('refuses a redirect to a private address or name', async () => {
    h.setAnswers({ 'inside.example': ['192.168.0.10'] });
    for (const to of [
      `http://127.0.0.1:${c4}/`,
      `http://localhost:${h.site.port}/article`, // same port as the site, but the name is not listed
      `http://[::1]:${c6}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://inside.example/',
    ]) {
      const error = await refusedAfterRedirect(to);
      expect([to, error.code, error.message]).toEqual([to, 'INVALID_URL', PRIVATE]);
    }
  });

  it.each([
    'file:///etc/passwd',
    'gopher://127.0.0.1:CANARY/_',
    'ftp://127.0.0.1:CANARY/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'dict://127.0.0.1:11211/',
  ])('refuses a redirect to %s', async (to) => {
    const error = await refusedAfterRedirect(to.replace('CANARY', String(c4)));
    expect([error.code, error.message]).toEqual(['INVALID_URL', SCHEME]);
  });

  it('checks a meta refresh the same way', async () => {
    h.setAnswers({ 'inside.example': ['192.168.0.10'] });
    const cases: Array<[string, string]> = [
      [`http://127.0.0.1:${c4}/`, PRIVATE],
      [`http://[::1]:${c6}/`, PRIVATE],
      ['http://169.254.169.254/latest/meta-data/', PRIVATE],
      ['http://inside.example/', PRIVATE],
      ['file:///etc/passwd', SCHEME],
      [`gopher://127.0.0.1:${c4}/_`, SCHEME],
    ];
    for (const [to, message] of cases) {
      const before = h.site.requests.length;
      const content = encodeURIComponent(`0; url=${to}`);
      const error = await fetchPage(`${site}/meta-refresh?content=${content}`, h.options()).then(
        () => null,
        (e: unknown) => e as AppError,
      );
      expect([to, error?.code, error?.message]).toEqual([to, 'INVALID_URL', message]);
      expect(h.site.requests.length).toBe(before + 1); // the refreshing page, nothing after it
    }
  });

  it.each([301, 303, 307, 308])('checks %i redirects the same way', async (status) => {
    expect((await refusedAfterRedirect(`http://127.0.0.1:${c4}/`, status)).message).toBe(PRIVATE);
  });

  it('follows five hops, and a sixth is an error', async () => {
    const page = await fetchPage(`${site}/redirect-chain/5`, h.options());
    expect(page.html).toBe(ARTICLE_HTML);
    const before = h.site.requests.length;
    const error = await fetchPage(`${site}/redirect-chain/6`, h.options()).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect([error?.code, error?.message]).toEqual([
      'FETCH_ERROR',
      'Too many redirects (more than 5)',
    ]);
    expect(h.site.requests.length - before).toBe(6); // the start and five hops; the sixth is never requested
  });
});

describe('8. schemes and ports', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://127.0.0.1:CANARY/',
    'gopher://127.0.0.1:CANARY/',
    'java\tscript:alert(1)',
  ])('refuses %j with the spec words', async (url) => {
    const error = await refused(url.replace('CANARY', String(c4)));
    expect([error.code, error.message]).toEqual(['INVALID_URL', SCHEME]);
  });

  it('refuses ports other than 80 and 443 on public hosts (decided before any connection)', async () => {
    h.setAnswers({ 'public.example': ['93.184.216.34'] });
    for (const url of [
      'http://public.example:8080/',
      'https://public.example:8443/',
      'http://public.example:22/',
      'http://93.184.216.34:6379/',
    ]) {
      const error = await refused(url);
      expect([url, error.code, error.message]).toEqual([
        url,
        'INVALID_URL',
        PORT_NOT_ALLOWED_MESSAGE,
      ]);
    }
  });

  it('refuses an unlisted port after a redirect too', async () => {
    h.setAnswers({ 'public.example': ['93.184.216.34'] });
    expect((await refusedAfterRedirect('http://public.example:2375/containers/json')).message).toBe(
      PORT_NOT_ALLOWED_MESSAGE,
    );
  });

  it('lets an operator allow a port by listing host:port', async () => {
    const page = await fetchPage(
      `${site}/article`,
      h.options({ allowPrivateHosts: [`127.0.0.1:${h.site.port}`] }),
    );
    expect(page.status).toBe(200);
  });
});

describe('9. credentials in the URL', () => {
  it('are never sent, and do not appear in the result', async () => {
    const page = await fetchPage(`http://alice:s3cret@127.0.0.1:${h.site.port}/echo`, h.options());
    const request = h.site.requests.at(-1)!;
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.stringify(request)).not.toMatch(/alice|s3cret/);
    expect(page.url).toBe(`${site}/echo`);
    expect(page.html).not.toMatch(/alice|s3cret|authorization/i);
  });

  it('are not sent on a redirect hop either', async () => {
    const page = await fetchPage(
      via(`http://bob:hunter2@fixture.test:${h.site.port}/echo`),
      h.options(),
    );
    expect(h.site.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(page.url).toBe(`http://fixture.test:${h.site.port}/echo`);
  });
});

describe('10. size and time limits', () => {
  it('cuts a 3 MB page at 2,000,000 bytes, at a tag boundary past 80%', async () => {
    const page = await fetchPage(`${site}/big`, h.options());
    const bytes = Buffer.byteLength(page.html);
    expect(page.truncated).toBe(true);
    expect(bytes).toBeLessThanOrEqual(2_000_000);
    expect(bytes).toBeGreaterThan(1_600_000);
    expect(page.html.endsWith('>')).toBe(true);
  });

  it('applies the cap after decompression', async () => {
    const page = await fetchPage(`${site}/big-gzip`, h.options());
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(2_000_000);
    expect(page.html.endsWith('>')).toBe(true);
  });

  it('keeps exactly the cap when no tag ends past 80%', async () => {
    const page = await fetchPage(`${site}/big-no-boundary`, h.options());
    expect([page.truncated, Buffer.byteLength(page.html)]).toEqual([true, 2_000_000]);
  });

  it('never ends in half a character', async () => {
    const page = await fetchPage(`${site}/big-multibyte`, h.options());
    expect(page.truncated).toBe(true);
    expect(page.html.endsWith('\uFFFD')).toBe(false);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(2_000_000);
    expect(Buffer.byteLength(page.html)).toBeGreaterThan(1_999_990);
  });

  it('honours a smaller cap', async () => {
    const page = await fetchPage(`${site}/big`, h.options({ maxBytes: 10_000 }));
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(10_000);
    expect(Buffer.byteLength(page.html)).toBeGreaterThan(8_000);
  });

  it('stops a gzip bomb at the cap, quickly', async () => {
    const started = Date.now();
    const page = await fetchPage(`${site}/gzip-bomb`, h.options());
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html)).toBe(2_000_000);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('ignores a Content-Length that claims less than is sent', async () => {
    const page = await fetchPage(`${site}/lying-length-short`, h.options());
    expect(page.truncated).toBe(false);
    expect(Buffer.byteLength(page.html)).toBe(100);
  });

  it('stops an endless body that claims 50 GB at the cap', async () => {
    const page = await fetchPage(`${site}/lying-length-huge`, h.options());
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(2_000_000);
    expect(page.html.endsWith('>')).toBe(true);
  });

  it('times out a body shorter than its Content-Length', async () => {
    const started = Date.now();
    const error = await fetchPage(`${site}/lying-length-stall`, h.options({ timeoutMs: 800 })).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect([error?.code, error?.message]).toEqual(['TIMEOUT', 'Request timeout']);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('times out a 1-byte-per-second drip at the deadline', async () => {
    const started = Date.now();
    const error = await fetchPage(`${site}/drip`, h.options({ timeoutMs: 1500 })).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(error).toBeInstanceOf(AppError);
    expect([error?.code, error?.message]).toEqual(['TIMEOUT', 'Request timeout']);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3500);
  });

  it('times out a server that never answers', async () => {
    const error = await fetchPage(`${site}/stall`, h.options({ timeoutMs: 500 })).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect([error?.code, error?.message]).toEqual(['TIMEOUT', 'Request timeout']);
  });

  it('counts the deadline across redirects, not per hop', async () => {
    const error = await fetchPage(via('/stall'), h.options({ timeoutMs: 500 })).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(error?.code).toBe('TIMEOUT');
  });

  it('times out a DNS lookup that never returns', async () => {
    h.setAnswers({ 'slow.example': () => [] });
    const stuck = h.options({
      timeoutMs: 300,
      resolve: () => new Promise<readonly string[]>(() => {}),
    });
    const error = await fetchPage('http://slow.example/', stuck).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect([error?.code, error?.message]).toEqual(['TIMEOUT', 'Request timeout']);
  });
});

describe('11. content types', () => {
  it.each([
    ['/pdf', 'application/pdf'],
    ['/json', 'application/json'],
    ['/png', 'image/png'],
    ['/untyped-binary', 'none declared'],
  ])('%s → UNSUPPORTED_CONTENT', async (path, type) => {
    const error = await fetchPage(`${site}${path}`, h.options()).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect([error?.code, error?.message]).toEqual([
      'UNSUPPORTED_CONTENT',
      `This page is not an HTML article (unsupported content type: ${type})`,
    ]);
  });
});

describe('12. secondary fetches go through the same guard', () => {
  const guarded = (url: string, allowPrivateHosts = h.options().allowPrivateHosts) =>
    openGuardedResponse(new URL(url), {
      allowPrivateHosts,
      resolve: h.options().resolve!,
      signal: AbortSignal.timeout(3000),
      timeoutMs: 3000,
      maxRedirects: 5,
      headers: {},
    });

  it('an image on the allow-listed site loads', async () => {
    const response = await guarded(`${site}/png`);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'image/png']);
    await response.close();
  });

  it('an icon or Open Graph image on a private address is refused, also via redirects', async () => {
    await expect(guarded(`http://127.0.0.1:${c4}/favicon.ico`)).rejects.toMatchObject({
      message: PRIVATE,
    });
    await expect(guarded(`http://169.254.169.254/og.png`)).rejects.toMatchObject({
      message: PRIVATE,
    });
    await expect(guarded(via(`http://[::1]:${c6}/og.png`))).rejects.toMatchObject({
      message: PRIVATE,
    });
  });

  it('no server module outside this one makes its own outgoing HTTP requests', () => {
    // undici, global fetch() or http(s).request/get elsewhere would bypass the guard.
    const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
    const fetchingDir = path.dirname(fileURLToPath(import.meta.url));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) {
          if (full !== fetchingDir && name !== 'test') walk(full);
        } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
          const source = readFileSync(full, 'utf8');
          if (/from ['"]undici['"]|\bfetch\(|\bhttps?\.(request|get)\(/.test(source))
            offenders.push(path.relative(serverRoot, full));
        }
      }
    };
    walk(serverRoot);
    expect(offenders).toEqual([]);
  });
});

describe('13. the private-host allow-list', () => {
  it('is empty unless the operator sets FETCH_ALLOW_PRIVATE_HOSTS', () => {
    expect(loadConfig({}).fetchAllowPrivateHosts).toEqual([]);
    expect(
      loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: ' Fixture.Test:8080 , 127.0.0.1:3001 ' })
        .fetchAllowPrivateHosts,
    ).toEqual(['fixture.test:8080', '127.0.0.1:3001']);
  });

  it('without it, the fixture site itself is refused', async () => {
    const error = await refused(`${site}/article`, h.options({ allowPrivateHosts: [] }));
    expect(error.message).toBe(PRIVATE);
  });

  it('nothing in the URL can widen it', async () => {
    h.setAnswers({ 'fixture.test.attacker.example': ['127.0.0.1'] });
    for (const url of [
      `http://fixture.test:${h.site.port}@127.0.0.1:${c4}/`, // listed name as userinfo
      `http://127.0.0.1:${h.site.port}@127.0.0.1:${c4}/`,
      `http://127.0.0.1:${c4}/?allowPrivateHosts=127.0.0.1:${c4}`,
      `http://127.0.0.1:${c4}/#@127.0.0.1:${h.site.port}`,
      `http://fixture.test.attacker.example:${h.site.port}/`,
      `http://localhost:${h.site.port}/`,
    ]) {
      expect([url, (await refused(url)).message]).toEqual([url, PRIVATE]);
    }
  });

  it('is copied when the fetch starts', async () => {
    const allowPrivateHosts = [`127.0.0.1:${h.site.port}`];
    const pending = fetchPage(via(`http://127.0.0.1:${c4}/`), h.options({ allowPrivateHosts }));
    allowPrivateHosts.push(`127.0.0.1:${c4}`); // too late to matter
    await expect(pending).rejects.toMatchObject({ message: PRIVATE });
  });

  it('the browser schema never has it; the server passes it explicitly', () => {
    const local = `http://127.0.0.1:${h.site.port}/`;
    expect(urlSchema.safeParse(local).success).toBe(false);
    expect(
      createUrlSchema({ allowPrivateHosts: [`127.0.0.1:${h.site.port}`] }).safeParse(local).success,
    ).toBe(true);
  });

  it('the default resolver is the system one, and its private answers are refused too', async () => {
    h.guard.fakeDns({ 'intranet.example': ['10.1.2.3'] });
    try {
      const error = await refused('http://intranet.example/', { allowPrivateHosts: [] });
      expect(error.message).toBe(PRIVATE);
    } finally {
      h.guard.fakeDns({});
    }
  });
});
