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
    const patched = await alice.patch(`/api/articles/${id}`, {
      tags: ['Later', 'later', 'deep'],
      isArchived: true,
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
    const res = await alice.patch(`/api/articles/${id}`, {
      isArchived: true,
      userId: 'someone-else',
      createdAt: 0,
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
      bob.patch(`/api/articles/${id}`, { tags: ['mine'] }),
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

  function patch(client: TestClient, id: string, body: unknown) {
    return client.patch(`/api/articles/${id}`, body);
  }
  type Page = {
    items: { id: string; readingProgress: number; tags: string[]; snippet: unknown }[];
    nextCursor: string | null;
  };

  it('saves reading progress without touching updatedAt, and filters by it', async () => {
    const id = `route-${aliceId.slice(0, 6)}-20`;
    const before = (await (await alice.get(`/api/articles/${id}`)).json()) as {
      updatedAt: string;
    };
    const res = await patch(alice, id, { readingProgress: 0.4 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ readingProgress: 0.4, updatedAt: before.updatedAt });
    expect(
      (await patch(alice, `route-${aliceId.slice(0, 6)}-21`, { readingProgress: 1 })).status,
    ).toBe(200);
    const list = async (progress: string) =>
      ((await (await alice.get(`/api/articles?progress=${progress}&limit=100`)).json()) as Page)
        .items;
    expect((await list('in_progress')).map((a) => [a.id, a.readingProgress])).toEqual([[id, 0.4]]);
    expect((await list('finished')).map((a) => a.id)).toEqual([`route-${aliceId.slice(0, 6)}-21`]);
    expect((await list('unread')).some((a) => a.id === id)).toBe(false);
    // Tag walks filter the same way.
    await patch(alice, `route-${aliceId.slice(0, 6)}-25`, { readingProgress: 0.97 });
    const tagged = (await (
      await alice.get('/api/articles?tags=five&progress=finished')
    ).json()) as Page;
    expect(tagged.items.map((a) => a.id)).toEqual([`route-${aliceId.slice(0, 6)}-25`]);
    expect((await alice.get('/api/articles?progress=halfway')).status).toBe(400);
  });

  it.each([1.5, -1, '0.5', null, Number.NaN])('refuses readingProgress %j', async (value) => {
    const id = `route-${aliceId.slice(0, 6)}-22`;
    const res = await patch(alice, id, { readingProgress: value });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it("answers 404 for another reader's progress", async () => {
    const id = `route-${aliceId.slice(0, 6)}-23`;
    expect((await patch(bob, id, { readingProgress: 0.5 })).status).toBe(404);
    expect(await (await alice.get(`/api/articles/${id}`)).json()).toMatchObject({
      readingProgress: 0,
    });
  });

  it('pages oldest first with a cursor, never repeating or skipping', async () => {
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = (await (
          await alice.get(`/api/articles?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`)
        ).json()) as Page;
        seen.push(...page.items.map((a) => a.id));
        cursor = page.nextCursor;
      }
      return seen;
    };
    const newest = await walk('sort=newest');
    expect(newest.length).toBeGreaterThan(40);
    expect(await walk('sort=oldest')).toEqual([...newest].reverse());
    expect(newest[newest.length - 1]).toBe(`route-${aliceId.slice(0, 6)}-0`);
    const taggedNewest = await walk('tags=five');
    expect(await walk('tags=five&sort=oldest')).toEqual([...taggedNewest].reverse());
  });

  it.each([
    ['"', 200],
    ['""', 200],
    ['-', 200],
    ['- -', 200],
    ['*', 200],
    ['()', 200],
    ['NEAR', 200],
    ['AND OR NOT', 200],
    ['a\u0000b', 200],
    ['😀🎉', 200],
    ['مرحبا بالعالم', 200],
    ['x'.repeat(1000), 200],
    ['x'.repeat(1001), 400],
    [Array.from({ length: 60 }, (_, i) => `w${i}`).join(' '), 400],
  ] as const)('answers the search %j with %i, never 500', async (q, status) => {
    const res = await alice.get(`/api/articles?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as Page & { error?: { message: string; code: string } };
    if (status === 200) expect(body.items).toEqual([]);
    else expect(body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('searches through the API with the same paging shape, ranked, with snippets', async () => {
    // Tags are searched too; these articles have no text, so no snippet.
    const first = (await (await alice.get('/api/articles?q=five&limit=4')).json()) as Page;
    expect(first.items).toHaveLength(4);
    expect(first.items.every((a) => a.tags.includes('five') && a.snippet === null)).toBe(true);
    const rest = (await (
      await alice.get(`/api/articles?q=five&limit=20&cursor=${first.nextCursor}`)
    ).json()) as Page;
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...first.items, ...rest.items].map((a) => a.id)).size).toBe(
      first.items.length + rest.items.length,
    );
    expect((await (await bob.get('/api/articles?q=five')).json()) as Page).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await alice.get('/api/articles?q=word&cursor=bad')).status).toBe(400);
  });

  it('needs a signed-in reader', async () => {
    const res = await t.app.request('/api/articles');
    expect(res.status).toBe(401);
  });
});
