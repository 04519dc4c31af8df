import https from 'node:https';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { fetchPage } from './fetch-page';
import { CANYON_USER_AGENT } from './fetch-limits';
import { startFetchHarness, type FetchHarness } from './testing/fetch-harness';
import { ARTICLE_HTML, ARTICLE_TITLE, LEGACY_TEXT, startFixtureSite } from './testing/fixture-site';
import { hasOpenssl, makeSelfSignedCert } from './testing/self-signed-cert';

// What a fetched page looks like: content, encodings, compression, types, statuses, redirects.
// SECURITY.md's Fetching items have their own file, fetch-page-ssrf.test.ts.

let h: FetchHarness;
let origin: string;

beforeAll(async () => {
  h = await startFetchHarness();
  origin = `http://127.0.0.1:${h.site.port}`;
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.setAnswers({});
});
afterEach(() => {
  expect(h.leaks()).toEqual([]);
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('fetchPage: an ordinary article', () => {
  it('returns the page and what it learned about it', async () => {
    const page = await fetchPage(`${origin}/article`, h.options());
    expect(page).toEqual({
      url: `${origin}/article`,
      html: ARTICLE_HTML,
      contentType: 'text/html',
      charset: 'utf-8',
      truncated: false,
      status: 200,
    });
  });

  it('reaches an allow-listed name through the injected resolver, with Host as the name', async () => {
    const page = await fetchPage(`http://fixture.test:${h.site.port}/article`, h.options());
    expect(page.html).toContain(ARTICLE_TITLE);
    expect(h.site.requests.at(-1)?.headers.host).toBe(`fixture.test:${h.site.port}`);
  });

  it('trims the URL and drops the fragment from the request', async () => {
    const page = await fetchPage(`  ${origin}/echo?x=1#section  `, h.options());
    expect(h.site.requests.at(-1)?.path).toBe('/echo?x=1');
    expect(page.url).toBe(`${origin}/echo?x=1#section`);
  });

  it('introduces itself honestly and asks for HTML, compressed if possible', async () => {
    await fetchPage(`${origin}/echo`, h.options());
    const { headers } = h.site.requests.at(-1)!;
    expect(headers['user-agent']).toBe(CANYON_USER_AGENT);
    expect(headers['user-agent']).toMatch(/Canyon/);
    expect(headers.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  });

  it('accepts XHTML, and HTML served without a Content-Type', async () => {
    expect((await fetchPage(`${origin}/xhtml`, h.options())).contentType).toBe(
      'application/xhtml+xml',
    );
    const untyped = await fetchPage(`${origin}/untyped-html`, h.options());
    expect([untyped.contentType, untyped.html]).toEqual(['text/html', ARTICLE_HTML]);
  });
});

describe('fetchPage: the URL itself', () => {
  it.each([
    ['', 'Please provide a valid URL'],
    ['not a url', 'Please provide a valid URL'],
    ['mailto:a@example.com', 'Only HTTP and HTTPS URLs are allowed'],
    [`https://example.com/${'a'.repeat(2100)}`, 'URL is too long (maximum 2048 characters)'],
  ])('%j → INVALID_URL with the spec words', async (url, message) => {
    const error = await failure(fetchPage(url, h.options()));
    expect([error.code, error.message]).toEqual(['INVALID_URL', message]);
    expect(h.resolverCalls.size).toBe(0);
  });
});

describe('fetchPage: other transports', () => {
  it('reaches an allow-listed IPv6 loopback site', async () => {
    if (!h.canary6) return; // no IPv6 loopback on this machine
    const site6 = await startFixtureSite('::1');
    try {
      const url = `http://[::1]:${site6.port}/article`;
      const page = await fetchPage(url, h.options({ allowPrivateHosts: [`[::1]:${site6.port}`] }));
      expect([page.url, page.html]).toEqual([url, ARTICLE_HTML]);
      expect(site6.requests.at(-1)?.headers.host).toBe(`[::1]:${site6.port}`);
    } finally {
      await site6.close();
    }
  });

  it.skipIf(!hasOpenssl())(
    'speaks HTTPS to the pinned address and checks the certificate',
    async () => {
      const { key, cert } = makeSelfSignedCert('secure.test');
      const server = https.createServer({ key, cert }, (_req, res) => res.end('<html></html>'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const { port } = server.address() as net.AddressInfo;
      try {
        h.setAnswers({ 'secure.test': ['127.0.0.1'] });
        const options = h.options({ allowPrivateHosts: [`secure.test:${port}`] });
        const error = await failure(fetchPage(`https://secure.test:${port}/`, options));
        // The handshake happened (so the pinned connection worked) and the self-signed
        // certificate was refused, as it should be.
        expect([error.code, error.message]).toEqual([
          'FETCH_ERROR',
          `Could not make a secure connection to secure.test:${port}`,
        ]);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  );
});

describe('fetchPage: character encodings', () => {
  it.each([
    ['/cp1252-header', 'windows-1252', 'windows-1252'],
    ['/cp1252-meta', 'windows-1252', 'windows-1252'],
    ['/latin1-label', 'windows-1252', 'windows-1252'],
    ['/cp1252-undeclared', 'windows-1252', 'windows-1252'],
    ['/sjis-header', 'shift_jis', 'shift_jis'],
    ['/sjis-meta', 'shift_jis', 'shift_jis'],
    ['/sjis-xhtml', 'shift_jis', 'shift_jis'],
    ['/gbk-header', 'gbk', 'gbk'],
    ['/gbk-meta', 'gbk', 'gbk'],
  ] as const)('%s reads as %s', async (path, textKey, charset) => {
    const page = await fetchPage(`${origin}${path}`, h.options());
    expect(page.charset).toBe(charset);
    expect(page.html).toContain(`<title>${LEGACY_TEXT[textKey]}</title>`);
    expect(page.html).toContain(`<p>${LEGACY_TEXT[textKey]}</p>`);
    expect(page.html).not.toContain('\uFFFD');
  });

  it('a UTF-8 byte order mark outranks a wrong header, and is dropped', async () => {
    const page = await fetchPage(`${origin}/utf8-bom`, h.options());
    expect(page.charset).toBe('utf-8');
    expect(page.html).toBe(ARTICLE_HTML);
  });
});

describe('fetchPage: compression', () => {
  it.each(['/gzip', '/br', '/deflate', '/deflate-raw'])('decodes %s', async (path) => {
    const page = await fetchPage(`${origin}${path}`, h.options());
    expect(page.html).toBe(ARTICLE_HTML);
  });

  it('reports corrupt compressed content', async () => {
    const error = await failure(fetchPage(`${origin}/gzip-corrupt`, h.options()));
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'The page sent corrupt compressed content',
    ]);
  });

  it('reports an encoding it did not ask for', async () => {
    const error = await failure(fetchPage(`${origin}/compress`, h.options()));
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'The page used an unsupported content encoding (compress)',
    ]);
  });
});

describe('fetchPage: statuses', () => {
  it.each([
    [404, 'The page could not be fetched (HTTP 404 Not Found)'],
    [410, 'The page could not be fetched (HTTP 410 Gone)'],
    [500, 'The page could not be fetched (HTTP 500 Internal Server Error)'],
    [503, 'The page could not be fetched (HTTP 503 Service Unavailable)'],
    [304, 'The page could not be fetched (HTTP 304 Not Modified)'],
  ])('HTTP %i → FETCH_ERROR', async (status, message) => {
    const error = await failure(fetchPage(`${origin}/status/${status}`, h.options()));
    expect([error.code, error.message]).toEqual(['FETCH_ERROR', message]);
  });

  it('reports a refused connection', async () => {
    // An allow-listed port where nothing listens.
    const unused = await new Promise<number>((resolve) => {
      const probe = net.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const error = await failure(
      fetchPage(
        `http://127.0.0.1:${unused}/`,
        h.options({ allowPrivateHosts: [`127.0.0.1:${unused}`] }),
      ),
    );
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      `Could not connect to 127.0.0.1:${unused}`,
    ]);
  });
});

describe('fetchPage: redirects', () => {
  it.each([301, 302, 303, 307, 308])(
    'follows %i, resolving a relative Location',
    async (status) => {
      const page = await fetchPage(
        `${origin}/redirect?status=${status}&to=${encodeURIComponent('/article')}`,
        h.options(),
      );
      expect(page.url).toBe(`${origin}/article`);
      expect(page.html).toBe(ARTICLE_HTML);
    },
  );

  it('follows up to five hops and reports the final URL', async () => {
    const before = h.site.requests.length;
    const page = await fetchPage(`${origin}/redirect-chain/5`, h.options());
    expect(page.url).toBe(`${origin}/redirect-chain/0`);
    expect(h.site.requests.length - before).toBe(6);
  });

  it('moves between allow-listed hosts, checking each', async () => {
    const to = `http://fixture.test:${h.site.port}/article`;
    const page = await fetchPage(`${origin}/redirect?to=${encodeURIComponent(to)}`, h.options());
    expect(page.url).toBe(to);
  });

  it('honours a lower maxRedirects', async () => {
    const error = await failure(
      fetchPage(`${origin}/redirect-chain/2`, h.options({ maxRedirects: 1 })),
    );
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'Too many redirects (more than 1)',
    ]);
  });
});

describe('fetchPage: cancellation', () => {
  it('stops when the caller aborts, with the caller’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    setTimeout(() => controller.abort(reason), 200);
    const started = Date.now();
    await expect(
      fetchPage(`${origin}/stall`, h.options({ signal: controller.signal })),
    ).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an already-aborted signal never connects', async () => {
    const before = h.site.requests.length;
    const reason = new Error('too late');
    await expect(
      fetchPage(`${origin}/article`, h.options({ signal: AbortSignal.abort(reason) })),
    ).rejects.toBe(reason);
    expect(h.site.requests.length).toBe(before);
  });
});
