import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { startArticleSite, type ArticleSite } from './testing/article-site';

// SECURITY.md 43: what one reader supplies with a save never reaches another reader through the
// extracted content that saves of the same page share for 7 days.

let site: ArticleSite;
beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(async () => {
  await site.close();
});

type Saved = { id: string; title: string; created: boolean };
type Listed = { items: { id: string; title: string | null }[] };
type Detail = { id: string; title: string | null; content: string | null };

describeEachDialect('two readers saving one page on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host } });
    alice = await signedInClient(t, 'alice@example.com');
    bob = await signedInClient(t, 'bob@example.com');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  async function reads(client: TestClient, id: string) {
    const detail = (await (await client.get(`/api/articles/${id}`)).json()) as Detail;
    const list = (await (await client.get('/api/articles')).json()) as Listed;
    return { detail: detail.title, list: list.items.find((item) => item.id === id)?.title };
  }

  it('keeps a title one reader typed on their own article only', async () => {
    const url = `${site.origin}/untitled`;
    const hits = site.hits.get('/untitled') ?? 0;
    const alices = (await (
      await alice.post('/api/save', {
        url,
        title: 'A’s words',
        metadata: { selectedText: 'A’s selection', sharedText: 'A’s note', referrer: 'A’s page' },
      })
    ).json()) as Saved;
    expect(alices).toMatchObject({ title: 'A’s words', created: true });

    const bobs = (await (await bob.post('/api/save', { url })).json()) as Saved;
    expect(site.hits.get('/untitled')).toBe(hits + 1); // Bob's came from the shared content
    expect(bobs).toMatchObject({ title: 'Untitled', created: true });
    expect(await reads(bob, bobs.id)).toEqual({ detail: 'Untitled', list: 'Untitled' });
    const again = (await (await bob.post('/api/save', { url })).json()) as Saved;
    expect(again).toMatchObject({ title: 'Untitled', created: false });

    expect(await reads(alice, alices.id)).toEqual({ detail: 'A’s words', list: 'A’s words' });
    const alicesAgain = (await (await alice.post('/api/save', { url })).json()) as Saved;
    expect(alicesAgain).toMatchObject({ title: 'A’s words', created: false });

    // Nothing Alice sent is anywhere in the shared record.
    const shared = await t.db.kysely.selectFrom('extracted_content').selectAll().execute();
    expect(shared).toHaveLength(1);
    expect(JSON.stringify(shared)).not.toMatch(/A’s/);
  });

  it('gives a second reader their own title for an untitled page from the shared content', async () => {
    const url = `${site.origin}/untitled/second`;
    await alice.post('/api/save', { url });
    const bobs = (await (
      await bob.post('/api/save', { url, title: 'Bob’s name' })
    ).json()) as Saved;
    expect(bobs.title).toBe('Bob’s name');
    expect(await reads(bob, bobs.id)).toEqual({ detail: 'Bob’s name', list: 'Bob’s name' });
  });

  it('shows the page’s own title when it has one, whatever title the reader sent', async () => {
    const saved = (await (
      await alice.post('/api/save', {
        url: `${site.origin}/article`,
        title: 'Rivers | Example Times',
      })
    ).json()) as Saved;
    expect(saved.title).toBe('Rivers of the north');
    expect(await reads(alice, saved.id)).toEqual({
      detail: 'Rivers of the north',
      list: 'Rivers of the north',
    });
  });
});
