import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { startArticleSite, type ArticleSite } from '../saving/testing/article-site';
import { listEvents } from './events.repo';

// Issue #15: each event of the spec's analytics list is recorded by the action that should
// record it, and once. One reader goes through every action; the list must match exactly.

let site: ArticleSite;
beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(async () => {
  await site.close();
});

describeEachDialect('usage events along a reader’s journey on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host, SUPPORT_EMAIL: 'support@canyon.test' },
    });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('records each action’s event once, and nothing for reads, lists and refetches', async () => {
    const reader = await signedInClient(t, 'journey@example.com'); // login
    const { id: userId } = (await (await reader.get('/api/me')).json()) as { id: string };
    const url = `${site.origin}/article`;

    const saved = await reader.post('/api/save', { url }); // article_saved
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    // Saving the same link again finds it in the library: no second article_saved.
    expect((await reader.post('/api/save', { url })).status).toBe(200);

    // The page reports the opening once; the fetches behind it and a refetch record nothing.
    expect((await reader.get(`/api/articles/${id}`)).status).toBe(200);
    const opened = { name: 'article_read', properties: { article_id: id } };
    expect((await reader.post('/api/events', opened)).status).toBe(204);
    expect((await reader.get(`/api/articles/${id}`)).status).toBe(200);
    expect((await reader.get('/api/articles')).status).toBe(200);

    const archive = (isArchived: boolean) => reader.patch(`/api/articles/${id}`, { isArchived });
    expect((await archive(true)).status).toBe(200); // article_archived
    expect((await archive(false)).status).toBe(200); // unarchiving is not an archive event

    const summary = await reader.post(`/api/articles/${id}/summary`, {}); // feature_used
    expect(summary.status).toBe(200);

    const page = { name: 'page_view', properties: { page_title: 'Help Center' } };
    expect((await reader.post('/api/events', page)).status).toBe(204);
    expect((await reader.post('/api/events', { name: 'help_page_view' })).status).toBe(204);
    expect(
      (await reader.post('/api/events', { name: 'help_category_billing', properties: {} })).status,
    ).toBe(204);
    const contact = await reader.post('/api/contact', {
      name: 'Journey',
      email: 'journey@example.com',
      category: 'general',
      subject: 'Hello',
      message: 'Just saying hello.',
    }); // support_request_general
    expect(contact.status).toBe(201);

    expect((await reader.post('/api/auth/sign-out', {})).status).toBe(200); // logout

    const events = (await listEvents(t.db, userId)).map((e) => [e.type, e.data]);
    expect(events).toEqual([
      ['login', { method: 'email', subscription_plan: 'pro' }],
      ['article_saved', { article_id: id, article_url: url }],
      ['article_read', { article_id: id }],
      ['article_archived', { article_id: id }],
      ['feature_used', { feature_name: 'ai_summary' }],
      ['page_view', { page_title: 'Help Center' }],
      ['help_page_view', {}],
      ['help_category_billing', {}],
      ['support_request_general', { category: 'general' }],
      ['logout', {}],
    ]);
  });
});
