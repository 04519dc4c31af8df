import { afterAll, beforeAll, expect, it } from 'vitest';
import { helpCategoryIds } from '@/shared/events/usage-events';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { insertArticle } from '../articles/articles.repo';
import { makeArticle } from '../articles/testing/make-article';
import { EVENTS_PER_MINUTE } from './event-limits';
import { listEvents } from './events.repo';

// POST /api/events (issue #15): what only the page knows, recorded once per report, for the
// reader's own articles only, in Canyon's own database.

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/me')).json()) as { id: string }).id;
}

async function addArticle(t: TestApp, userId: string, id: string): Promise<void> {
  await insertArticle(t.db, makeArticle(id, { userId }));
}

describeEachDialect('POST /api/events on %s', (dialect) => {
  let t: TestApp;
  let reader: TestClient;
  let readerId: string;
  let other: TestClient;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await signedInClient(t, 'events-reader@example.com');
    other = await signedInClient(t, 'events-other@example.com');
    readerId = await userIdOf(reader);
    otherId = await userIdOf(other);
    await addArticle(t, readerId, 'mine-1');
    await addArticle(t, otherId, 'theirs-1');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  const clientEvents = async (userId: string) =>
    (await listEvents(t.db, userId)).filter((e) => e.type !== 'login');

  it('records each event the page reports, once, with its properties', async () => {
    const reports = [
      { name: 'page_view', properties: { page_title: 'Help Center' } },
      { name: 'help_page_view' },
      ...helpCategoryIds.map((id) => ({ name: `help_category_${id}`, properties: {} })),
      { name: 'article_read', properties: { article_id: 'mine-1' } },
    ];
    for (const report of reports) {
      const res = await reader.post('/api/events', report);
      expect(res.status, JSON.stringify(report)).toBe(204);
    }
    expect((await clientEvents(readerId)).map((e) => [e.type, e.data])).toEqual([
      ['page_view', { page_title: 'Help Center' }],
      ['help_page_view', {}],
      ...helpCategoryIds.map((id) => [`help_category_${id}`, {}]),
      ['article_read', { article_id: 'mine-1' }],
    ]);
    expect(await clientEvents(otherId)).toEqual([]);
  });

  it('answers 404 for another reader’s article and records nothing', async () => {
    const res = await reader.post('/api/events', {
      name: 'article_read',
      properties: { article_id: 'theirs-1' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()) as unknown).toEqual({
      error: { message: 'Article not found or unauthorized', code: 'NOT_FOUND' },
    });
    const reads = (await listEvents(t.db, readerId)).filter(
      (e) => e.data.article_id === 'theirs-1',
    );
    expect(reads).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const res = await new TestClient(t).post('/api/events', { name: 'help_page_view' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['an event the server records itself', { name: 'login', properties: { method: 'email' } }],
    ['an unknown event', { name: 'purchase', properties: {} }],
    ['an unknown category', { name: 'help_category_refunds', properties: {} }],
    ['a property of another event', { name: 'help_page_view', properties: { page_title: 'x' } }],
    ['a page view without a title', { name: 'page_view', properties: {} }],
    [
      'a title of 201 characters',
      { name: 'page_view', properties: { page_title: 'x'.repeat(201) } },
    ],
    ['a title of NULs only', { name: 'page_view', properties: { page_title: '\u0000\u0000' } }],
    ['an article id that is not text', { name: 'article_read', properties: { article_id: 1 } }],
  ])('refuses %s with 400', async (_label, body) => {
    const before = (await listEvents(t.db, readerId)).length;
    const res = await reader.post('/api/events', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await listEvents(t.db, readerId)).length).toBe(before);
  });

  it('keeps emoji and drops NUL from a page title', async () => {
    const res = await other.post('/api/events', {
      name: 'page_view',
      properties: { page_title: 'Reading 📚\u0000 list' },
    });
    expect(res.status).toBe(204);
    expect((await clientEvents(otherId)).at(-1)?.data).toEqual({ page_title: 'Reading 📚 list' });
  });

  it(`allows ${EVENTS_PER_MINUTE} a minute per reader, then 429`, async () => {
    const busy = await signedInClient(t, 'events-busy@example.com');
    const busyId = await userIdOf(busy);
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
      expect((await busy.post('/api/events', { name: 'help_page_view' })).status).toBe(204);
    }
    const refused = await busy.post('/api/events', { name: 'help_page_view' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await clientEvents(busyId)).length).toBe(EVENTS_PER_MINUTE);
    // Another reader is not held back.
    expect((await other.post('/api/events', { name: 'help_page_view' })).status).toBe(204);
  });
});
