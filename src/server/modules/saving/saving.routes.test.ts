import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { startArticleSite, type ArticleSite } from './testing/article-site';

let site: ArticleSite;
beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(async () => {
  await site.close();
});

describeEachDialect('POST /api/save on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host } });
    alice = await signedInClient(t, 'saver@example.com');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('saves with the session cookie, then answers a duplicate with created=false', async () => {
    const first = await alice.post('/api/save', {
      url: `${site.origin}/article`,
      source: 'bookmarklet',
    });
    expect(first.status).toBe(201);
    const saved = (await first.json()) as {
      id: string;
      title: string;
      canonical_url: string;
      excerpt: string;
      created: boolean;
    };
    expect(saved).toMatchObject({
      title: 'Rivers of the north',
      canonical_url: `${site.origin}/article`,
      created: true,
    });
    expect(Object.keys(saved).sort()).toEqual([
      'canonical_url',
      'created',
      'excerpt',
      'id',
      'title',
    ]);

    const again = await alice.post('/api/save', { url: `${site.origin}/article#again` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...saved, created: false });

    const list = (await (await alice.get('/api/articles')).json()) as {
      items: { id: string; source: string }[];
    };
    expect(list.items.map((a) => [a.id, a.source])).toEqual([[saved.id, 'bookmarklet']]);
  });

  it('saves with a personal API token and no cookie or Origin', async () => {
    const created = (await (await alice.post('/api/tokens', { name: 'phone' })).json()) as {
      token: string;
    };
    const script = new TestClient(t);
    const res = await script.request('/api/save', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${created.token}`,
        origin: '',
      },
      body: JSON.stringify({ url: `${site.origin}/paywall` }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ title: 'Inside the archive', created: true });
  });

  it('tells the save form which private hosts the server may fetch', async () => {
    expect(await (await alice.get('/api/save-settings')).json()).toEqual({
      allowPrivateHosts: [site.host],
    });
    expect((await new TestClient(t).get('/api/save-settings')).status).toBe(401);
  });

  it('refuses a signed-out caller in the spec’s words', async () => {
    const res = await new TestClient(t).post('/api/save', { url: `${site.origin}/article` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: 'You must be logged in to save articles', code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a bad URL with the validation message and stores nothing', async () => {
    const before = ((await (await alice.get('/api/articles')).json()) as { items: unknown[] }).items
      .length;
    const res = await alice.post('/api/save', { url: 'ftp://example.com/file' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: 'Only HTTP and HTTPS URLs are allowed', code: 'INVALID_URL' },
    });
    expect(
      ((await (await alice.get('/api/articles')).json()) as { items: unknown[] }).items.length,
    ).toBe(before);
  });

  it('ignores server-owned fields in the body', async () => {
    const res = await alice.post('/api/save', {
      url: `${site.origin}/redirect/1`,
      userId: 'someone-else',
    });
    // Unknown fields are dropped by the schema; the article is the caller's own.
    expect([200, 201]).toContain(res.status);
    const { id } = (await res.json()) as { id: string };
    expect((await alice.get(`/api/articles/${id}`)).status).toBe(200);
  });
});
