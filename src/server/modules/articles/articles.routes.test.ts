import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { listEvents } from '../events/events.repo';
import { insertArticle, type Article } from './articles.repo';
import { makeArticle } from './testing/make-article';

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/me')).json()) as { id: string }).id;
}

function article(userId: string, n: number, overrides: Partial<Article> = {}): Article {
  const at = 1_800_000_000_000 + n * 1000;
  return makeArticle(`route-${userId.slice(0, 6)}-${n}`, {
    userId,
    url: `https://example.com/${n}`,
    urlKey: `https://example.com/${n}`,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

describeEachDialect('article API on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let aliceId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await signedInClient(t, 'alice@example.com');
    bob = await signedInClient(t, 'bob@example.com');
    aliceId = await userIdOf(alice);
    for (let n = 0; n < 45; n += 1) {
      await insertArticle(
        t.db,
        article(aliceId, n, { tags: n % 5 === 0 ? ['five'] : [], isArchived: n === 44 }),
      );
    }
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('pages the list with a cursor, newest first, archived apart', async () => {
    const first = (await (await alice.get('/api/articles')).json()) as {
      items: { id: string }[];
      nextCursor: string;
    };
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe(`route-${aliceId.slice(0, 6)}-43`);
    const second = (await (await alice.get(`/api/articles?cursor=${first.nextCursor}`)).json()) as {
      items: unknown[];
      nextCursor: string;
    };
    const third = (await (await alice.get(`/api/articles?cursor=${second.nextCursor}`)).json()) as {
      items: unknown[];
      nextCursor: null;
    };
    expect([second.items.length, third.items.length, third.nextCursor]).toEqual([20, 4, null]);
    const archived = (await (await alice.get('/api/articles?archived=true')).json()) as {
      items: { id: string }[];
    };
    expect(archived.items.map((a) => a.id)).toEqual([`route-${aliceId.slice(0, 6)}-44`]);
  });

  it('filters by tags (any of)', async () => {
    const res = (await (await alice.get('/api/articles?tags=five,nothing')).json()) as {
      items: { tags: string[] }[];
    };
    expect(res.items).toHaveLength(9);
    expect(res.items.every((a) => a.tags.includes('five'))).toBe(true);
    expect(await (await alice.get('/api/tags')).json()).toEqual({ tags: ['five'] });
  });

  it('rejects a forged cursor', async () => {
    const res = await alice.get('/api/articles?cursor=forged');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: 'cursor: Invalid cursor', code: 'VALIDATION_FAILED' },
    });
  });

  it('opens, tags, archives and deletes, recording the archive event (an opening is the page’s to report)', async () => {
    const id = `route-${aliceId.slice(0, 6)}-10`;
    expect((await alice.get(`/api/articles/${id}`)).status).toBe(200);
    expect((await alice.get(`/api/articles/${id}`)).status).toBe(200);
    const patched = await alice.request(`/api/articles/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['Later', 'later', 'deep'], isArchived: true }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id, tags: ['later', 'deep'], isArchived: true });
    const types = (await listEvents(t.db, aliceId))
      .filter((e) => e.data.article_id === id)
      .map((e) => e.type);
    // Two fetches of the article are not two readings: GET records nothing (POST /api/events does).
    expect(types).toEqual(['article_archived']);
    expect((await alice.request(`/api/articles/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice.get(`/api/articles/${id}`)).status).toBe(404);
  });

  it('refuses fields the server owns in a change', async () => {
    const id = `route-${aliceId.slice(0, 6)}-11`;
    const res = await alice.request(`/api/articles/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isArchived: true, userId: 'someone-else', createdAt: 0 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(await (await alice.get(`/api/articles/${id}`)).json()).toMatchObject({
      isArchived: false,
    });
  });

  it('answers another reader with 404 for every action and changes nothing', async () => {
    const id = `route-${aliceId.slice(0, 6)}-12`;
    const expected = { error: { message: 'Article not found or unauthorized', code: 'NOT_FOUND' } };
    const attempts = [
      bob.get(`/api/articles/${id}`),
      bob.request(`/api/articles/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tags: ['mine'] }),
      }),
      bob.request(`/api/articles/${id}`, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(expected);
    }
    expect(((await (await bob.get('/api/articles')).json()) as { items: unknown[] }).items).toEqual(
      [],
    );
    expect(await (await alice.get(`/api/articles/${id}`)).json()).toMatchObject({
      id,
      tags: [],
      isArchived: false,
    });
  });

  it('needs a signed-in reader', async () => {
    const res = await t.app.request('/api/articles');
    expect(res.status).toBe(401);
  });
});
