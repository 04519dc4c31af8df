import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

type Response = { description: string; headers?: Record<string, { required?: boolean }> };
type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

describeEachDialect('OpenAPI error answers on %s', (dialect) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  afterAll(async () => {
    await t.db.drop();
  });

  const responses = (path: string, method: string) => doc.paths[path]?.[method]?.responses ?? {};

  it('lists every refusal /api/save gives, with Retry-After on 429 and 503', () => {
    const save = responses('/api/save', 'post');
    expect(Object.keys(save).sort()).toEqual(['200', '201', '400', '401', '413', '429', '503']);
    expect(save['413']?.headers).toBeUndefined();
    expect(save['429']?.headers?.['Retry-After']?.required).toBe(true);
    expect(save['503']?.headers?.['Retry-After']).toBeDefined();
    expect(save['429']?.description).toMatch(/RATE_LIMITED/);
  });

  it('lists 413 for every route that takes a body, and 503 where Canyon can be busy', () => {
    expect(responses('/api/articles/{id}', 'patch')['413']).toBeDefined();
    expect(responses('/api/tokens', 'post')['413']).toBeDefined();
    const image = responses('/api/articles/{id}/images/{position}', 'get');
    expect(image['503']?.headers?.['Retry-After']).toBeDefined();
    expect(responses('/api/health', 'get')['503']).toBeDefined();
    // A route without a body answers no 413.
    expect(responses('/api/articles/{id}', 'get')['413']).toBeUndefined();
  });
});
