import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, lastMailTo, linkIn, localPath, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const SIGN_IN = '/api/auth/sign-in/email';

/** A second browser signed in to the same account. */
async function signIn(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = new TestClient(t);
  const res = await client.post(SIGN_IN, { email, password });
  expect(res.status).toBe(200);
  return client;
}

describeEachDialect('a new password and the sessions it ends on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it.each([
    ['asks to keep them', { revokeOtherSessions: false }],
    ['says nothing about them', {}],
  ])('changing it signs every other session out, even when the page %s', async (_label, extra) => {
    const email = `changer-${Object.keys(extra).length}@example.com`;
    const here = await signedInClient(t, email, 'old password 1');
    const elsewhere = await signIn(t, email, 'old password 1');
    expect((await elsewhere.get('/api/me')).status).toBe(200);

    const res = await here.post('/api/auth/change-password', {
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
      ...extra,
    });
    expect(res.status).toBe(200);
    // The session token stays in the cookie only.
    expect(((await res.json()) as { token: unknown }).token).toBeNull();

    expect((await elsewhere.get('/api/me')).status).toBe(401);
    // The browser that changed it stays signed in, on a fresh session.
    expect((await here.get('/api/me')).status).toBe(200);
    expect(
      (await new TestClient(t).post(SIGN_IN, { email, password: 'new password 2' })).status,
    ).toBe(200);
  });

  it('resetting it by mail signs every session out', async () => {
    const email = 'resetter@example.com';
    const first = await signedInClient(t, email, 'old password 1');
    const second = await signIn(t, email, 'old password 1');
    await new TestClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });
    const mail = await lastMailTo(t, email, /reset your canyon password/i);
    const landing = await new TestClient(t).get(localPath(linkIn(mail.text)));
    const token = new URL(landing.headers.get('location') ?? '', 'http://x').searchParams.get(
      'token',
    );
    const page = new TestClient(t);
    const res = await page.post('/api/auth/reset-password', {
      token,
      newPassword: 'new password 2',
    });
    expect(res.status).toBe(200);

    for (const client of [first, second, page]) {
      expect((await client.get('/api/me')).status).toBe(401);
    }
    const rows = await t.db.kysely
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.id')
      .where('user.email', '=', email)
      .execute();
    expect(rows).toEqual([]);
  });
});
