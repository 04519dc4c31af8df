import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanText } from '@/shared/text/clean-text';
import { startArticleSite, type ArticleSite } from './modules/saving/testing/article-site';
import { signedInClient, type TestClient } from './test/auth-client';
import { createTestApp, type TestApp } from './test/test-app';
import { describeEachDialect } from './test/test-database';

// SECURITY.md 44: text carrying NUL, other control characters, noncharacters or lone surrogates
// is cleaned at the boundary, so both dialects store and answer the same thing and never a 500.

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

let site: ArticleSite;
beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(async () => {
  await site.close();
});

type Detail = { id: string; title: string | null; tags: string[]; content: string | null };

describeEachDialect('odd text through the API on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host } });
    alice = await signedInClient(t, `odd-${dialect}@example.com`);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  async function json<T>(response: Response, status: number): Promise<T> {
    const body = await response.text();
    expect([response.status, body]).toEqual([status, expect.any(String)]);
    return JSON.parse(body) as T;
  }

  const patch = (path: string, body: unknown) => alice.patch(path, body);

  it('cleans a save’s URL, title, tags and metadata, and reads them back the same', async () => {
    const saved = await json<{ id: string; title: string }>(
      await alice.post('/api/save', {
        url: `${site.origin}/untitled${NUL}`,
        title: `A${NUL} title ${LONE_HIGH}\uFFFF`,
        tags: [`ta${NUL}g`, `x${LONE_LOW}`],
        metadata: { selectedText: `chosen${NUL}`, referrer: `${LONE_HIGH}`, userAgent: NUL },
      }),
      201,
    );
    expect(saved.title).toBe('A title \uFFFD');
    const detail = await json<Detail>(await alice.get(`/api/articles/${saved.id}`), 200);
    expect([detail.title, detail.tags]).toEqual(['A title \uFFFD', ['tag', 'x\uFFFD']]);
  });

  it('cleans tags set by PATCH and the list’s tags query', async () => {
    const saved = await json<{ id: string }>(
      await alice.post('/api/save', { url: `${site.origin}/article` }),
      201,
    );
    const changed = await json<Detail>(
      await patch(`/api/articles/${saved.id}`, { tags: [`ri${NUL}vers`, `${LONE_HIGH}wet`] }),
      200,
    );
    expect(changed.tags).toEqual(['rivers', '\uFFFDwet']);
    const query = encodeURIComponent(`ri${NUL}vers,\uFFFF`);
    const page = await json<{ items: Detail[] }>(
      await alice.get(`/api/articles?tags=${query}`),
      200,
    );
    expect(page.items.map((item) => item.id)).toEqual([saved.id]);
    // Percent-encoded bytes that are not UTF-8 (a lone 0xFF, an encoded surrogate) are no worse.
    await json(await alice.get('/api/articles?tags=%FF,%ED%A0%80,%00'), 200);
    await json(await alice.get('/api/articles/%FF%ED%A0%80'), 404);
    const tags = await json<{ tags: string[] }>(await alice.get('/api/tags'), 200);
    expect(tags.tags).toEqual(expect.arrayContaining(['rivers', '\uFFFDwet']));
  });

  it('answers a cursor or an id with NUL as any bad cursor or unknown id', async () => {
    const cursor = Buffer.from(`1.${NUL}`, 'utf8').toString('base64url');
    expect((await alice.get(`/api/articles?cursor=${cursor}`)).status).toBe(400);
    // Cleaned: "a\0b" is the unknown id "ab"; "\0" alone is no id at all.
    expect((await alice.get('/api/articles/a%00b')).status).toBe(404);
    expect((await patch('/api/articles/a%00b', { isArchived: true })).status).toBe(404);
    expect((await alice.request('/api/articles/%00', { method: 'DELETE' })).status).toBe(400);
    expect((await alice.request('/api/tokens/a%00b', { method: 'DELETE' })).status).toBe(404);
    expect((await alice.get('/api/articles/a%00b/images/0')).status).toBe(404);
  });

  it('cleans a token name', async () => {
    const created = await json<{ name: string }>(
      await alice.post('/api/tokens', { name: `ph${NUL}one ${LONE_LOW}` }),
      201,
    );
    expect(created.name).toBe('phone \uFFFD');
    const list = await json<{ items: { name: string }[] }>(await alice.get('/api/tokens'), 200);
    expect(list.items.map((token) => token.name)).toContain('phone \uFFFD');
    expect((await alice.post('/api/tokens', { name: `${NUL}\u0001` })).status).toBe(400);
  });

  it('cleans a fetched page’s title and content before storing them', async () => {
    const saved = await json<{ id: string; title: string; excerpt: string }>(
      await alice.post('/api/save', { url: `${site.origin}/odd-text` }),
      201,
    );
    const detail = await json<Detail & { excerpt: string; byline: string | null }>(
      await alice.get(`/api/articles/${saved.id}`),
      200,
    );
    expect(detail.title).toBe('Odd text here');
    expect(saved.title).toBe(detail.title);
    expect(detail.content).toContain('Paragraph 0 about odd text.');
    expect(detail.content).toContain('References:');
    for (const text of [detail.title, detail.content, detail.excerpt, saved.excerpt]) {
      expect(text).not.toContain(NUL);
      expect(cleanText(text ?? '')).toBe(text); // nothing left to clean
    }
  });

  it('reads a page whose title is only characters cleaning removes as untitled', async () => {
    const saved = await json<{ id: string; title: string }>(
      await alice.post('/api/save', { url: `${site.origin}/control-title` }),
      201,
    );
    expect(saved.title).toBe('Untitled');
    const detail = await json<Detail>(await alice.get(`/api/articles/${saved.id}`), 200);
    expect(detail.title).toBe('Untitled');
  });
});
