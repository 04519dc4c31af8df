import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const secretOf = async (t: TestApp) => (await t.auth.betterAuth.$context).secret;

describeEachDialect('the auth secret on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(dialect);
    second = await createTestApp(dialect, { db: first.db });
  });
  afterAll(async () => {
    await first.db.drop();
  });

  it('is generated once when AUTH_SECRET is unset and shared by every process on the database', async () => {
    const rows = await first.db.kysely.selectFrom('app_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toHaveLength(43);
    expect(await secretOf(first)).toBe(rows[0]?.value);
    expect(await secretOf(second)).toBe(rows[0]?.value);
  });

  it('lets a session started on one process work on another', async () => {
    const reader = await signedInClient(first, 'roaming@example.com');
    const res = await new TestClient(second).get('/api/me', { cookie: reader.jar.header() });
    expect(res.status).toBe(200);
  });

  it('comes from AUTH_SECRET when set, and then signs cookies the others refuse', async () => {
    const configured = await createTestApp(dialect, {
      db: first.db,
      env: { AUTH_SECRET: 'a-configured-secret-of-at-least-32-characters' },
    });
    expect(await secretOf(configured)).toBe('a-configured-secret-of-at-least-32-characters');
    const reader = await signedInClient(first, 'elsewhere@example.com');
    const res = await new TestClient(configured).get('/api/me', { cookie: reader.jar.header() });
    expect(res.status).toBe(401);
  });
});
