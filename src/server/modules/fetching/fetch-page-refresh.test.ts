import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { fetchPage } from './fetch-page';
import { startFetchHarness, type FetchHarness } from './testing/fetch-harness';
import { ARTICLE_HTML } from './testing/fixture-site';

// A page that only sends the browser on with <meta http-equiv="refresh"> is a redirect: followed
// through the same guard, counted in the same five hops. A page with content of its own is not.

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

const refresh = (content: string) =>
  `${origin}/meta-refresh?content=${encodeURIComponent(content)}`;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('fetchPage: a meta refresh on a page with nothing else', () => {
  it.each([
    '0; url=/article',
    '0;URL=/article',
    "0; URL='/article'",
    '0; url="/article"',
    ' 0 , url = /article ',
    '1.5; url=/article',
    '10; url=/article',
    '0; /article',
  ])('is followed like a redirect: %s', async (content) => {
    const page = await fetchPage(refresh(content), h.options());
    expect(page.url).toBe(`${origin}/article`);
    expect(page.html).toBe(ARTICLE_HTML);
  });

  it('resolves the target against the page, and may move to another allow-listed host', async () => {
    const to = `http://fixture.test:${h.site.port}/article`;
    const page = await fetchPage(refresh(`0; url=${to}`), h.options());
    expect(page.url).toBe(to);
    expect(h.site.requests.at(-1)?.headers.host).toBe(`fixture.test:${h.site.port}`);
  });

  it('follows five hops, and a sixth is an error', async () => {
    expect((await fetchPage(`${origin}/meta-refresh-chain/5`, h.options())).html).toBe(
      ARTICLE_HTML,
    );
    const before = h.site.requests.length;
    const error = await failure(fetchPage(`${origin}/meta-refresh-chain/6`, h.options()));
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'Too many redirects (more than 5)',
    ]);
    expect(h.site.requests.length - before).toBe(6); // the sixth hop is never requested
  });

  it('counts HTTP redirects and meta refreshes together', async () => {
    const page = await fetchPage(`${origin}/mixed-chain/5`, h.options());
    expect(page.url).toBe(`${origin}/mixed-chain/0`);
    const before = h.site.requests.length;
    const error = await failure(fetchPage(`${origin}/mixed-chain/6`, h.options()));
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'Too many redirects (more than 5)',
    ]);
    expect(h.site.requests.length - before).toBe(6);
    const lower = await failure(
      fetchPage(`${origin}/mixed-chain/2`, h.options({ maxRedirects: 1 })),
    );
    expect(lower.message).toBe('Too many redirects (more than 1)');
  });

  it('reports a target that is not an address', async () => {
    const error = await failure(fetchPage(refresh('0; url=http://[::1'), h.options()));
    expect([error.code, error.message]).toEqual([
      'FETCH_ERROR',
      'The page redirected to an invalid address',
    ]);
  });
});

describe('fetchPage: a refresh that is not a redirect', () => {
  it.each([
    ['a delay over ten seconds', '11; url=/article'],
    ['no target', '0'],
    ['an empty target', '0; url='],
    ['no number', 'url=/article'],
  ])('keeps the page itself for %s', async (_case, content) => {
    const url = refresh(content);
    const page = await fetchPage(url, h.options());
    expect(page.url).toBe(url);
    expect(page.html).toContain('Redirecting…');
  });

  it('keeps a page that refreshes to itself', async () => {
    const before = h.site.requests.length;
    const page = await fetchPage(`${origin}/meta-refresh-self`, h.options());
    expect(page.url).toBe(`${origin}/meta-refresh-self`);
    expect(h.site.requests.length - before).toBe(1);
  });

  it('keeps an article page that also carries a refresh', async () => {
    const before = h.site.requests.length;
    const page = await fetchPage(`${origin}/meta-refresh-article`, h.options());
    expect(page.url).toBe(`${origin}/meta-refresh-article`);
    expect(page.html).toContain('Paragraph 11 of a real article');
    expect(h.site.requests.length - before).toBe(1);
  });
});
