import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../modules/events/events.repo';
import { signedInClient, TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';
import { signInMethodFor } from './sign-in-events';

// The spec's login (method, with the subscription_plan property) and logout events (§7).

describe('signInMethodFor', () => {
  it.each([
    ['/sign-in/email', undefined, 'email'],
    ['/verify-email', undefined, 'email'],
    ['/callback/:id', { id: 'google' }, 'google'],
    ['/callback/:id', { id: 'apple' }, 'apple'],
    ['/sign-in/social', { id: 'github' }, 'github'],
    ['/oauth2/callback/:providerId', { providerId: 'oidc' }, 'oidc'],
    ['/callback/:id', { id: 'myspace' }, null],
    ['/get-session', undefined, null],
    ['/update-user', undefined, null],
    [undefined, undefined, null],
  ] as const)('%s %j → %s', (path, params, method) => {
    expect(signInMethodFor(path, params)).toBe(method);
  });
});

describeEachDialect('sign-in and sign-out events on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  const eventsOf = async (email: string) => {
    const user = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return (await listEvents(t.db, user.id)).map((e) => [e.type, e.data]);
  };

  it('records login with its method and plan for each sign-in, and logout for each sign-out', async () => {
    const email = 'comes-and-goes@example.com';
    const first = await signedInClient(t, email);
    expect((await first.post('/api/auth/sign-out', {})).status).toBe(200);
    // A refreshed or checked session is not a sign-in.
    const second = new TestClient(t);
    const signIn = await second.post('/api/auth/sign-in/email', {
      email,
      password: 'correct horse 42',
    });
    expect(signIn.status).toBe(200);
    expect((await second.get('/api/auth/get-session')).status).toBe(200);
    expect((await second.get('/api/me')).status).toBe(200);
    const login = ['login', { method: 'email', subscription_plan: 'pro' }];
    expect(await eventsOf(email)).toEqual([login, ['logout', {}], login]);
  });

  it('records nothing for a failed sign-in or a sign-out without a session', async () => {
    const email = 'wrong-password@example.com';
    await signedInClient(t, email);
    const before = await eventsOf(email);
    const failed = await new TestClient(t).post('/api/auth/sign-in/email', {
      email,
      password: 'not the password 1',
    });
    expect(failed.status).toBe(401);
    expect((await new TestClient(t).post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await eventsOf(email)).toEqual(before);
  });
});
