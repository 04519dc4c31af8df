import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, TestClient, lastMailTo, linkIn, localPath } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const SIGN_UP = '/api/auth/sign-up/email';

async function userRows(t: TestApp, email: string) {
  return t.db.kysely.selectFrom('user').selectAll().where('email', '=', email).execute();
}

/** Everything that could tell two answers apart, except values that differ by nature. */
async function observable(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  const { id, createdAt, updatedAt, ...user } = body.user;
  return {
    status: response.status,
    headerNames: [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    setCookie: response.headers.getSetCookie(),
    keys: Object.keys(body.user),
    token: body.token,
    user,
    idShape: typeof id === 'string' ? id.replace(/[A-Za-z0-9]/g, 'x') : id,
    dates: [typeof createdAt, typeof updatedAt],
  };
}

describeEachDialect('signing up with email and password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { DEFAULT_PLAN: 'free' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('creates the user record, signs nobody in and mails a confirmation link', async () => {
    const client = new TestClient(t);
    const res = await client.post(SIGN_UP, {
      email: 'New.Reader@Example.com',
      password: 'reading42',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as { token: unknown; user: Record<string, unknown> };
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({
      email: 'new.reader@example.com',
      name: '',
      emailVerified: false,
    });

    const [row] = await userRows(t, 'new.reader@example.com');
    expect(row).toMatchObject({ plan: 'free', authProvider: 'email', subscriptionStatus: null });
    const mail = await lastMailTo(t, 'new.reader@example.com', CONFIRM_SUBJECT);
    expect(linkIn(mail.text)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('needs no display name, and keeps one when given', async () => {
    const client = new TestClient(t);
    expect(
      (
        await client.post(SIGN_UP, {
          email: 'named@example.com',
          password: 'reading42',
          name: ' Ada ',
        })
      ).status,
    ).toBe(200);
    expect((await userRows(t, 'named@example.com'))[0]?.name).toBe('Ada');
  });

  it('ignores fields the server owns (SECURITY.md §21)', async () => {
    const client = new TestClient(t);
    const res = await client.post(SIGN_UP, {
      email: 'sneaky@example.com',
      password: 'reading42',
      plan: 'pro',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_123',
      authProvider: 'google',
      emailVerified: true,
      image: 'https://tracker.example/pixel.gif',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    const [row] = await userRows(t, 'sneaky@example.com');
    expect(row).toMatchObject({
      plan: 'free',
      subscriptionStatus: null,
      stripeCustomerId: null,
      authProvider: 'email',
      image: null,
    });
    expect(row?.emailVerified).toBeFalsy();
    expect(new Date(row?.createdAt ?? 0).getFullYear()).toBeGreaterThan(2000);
  });

  it('answers a taken email exactly like a new one, changes nothing and tells the owner (SECURITY.md §26)', async () => {
    const owner = new TestClient(t);
    await owner.post(SIGN_UP, {
      email: 'owner@example.com',
      password: 'original42',
      name: 'Owner',
    });
    const [before] = await userRows(t, 'owner@example.com');
    await t.auth.settled();
    const mailBefore = t.mail.messages.length;

    const taken = await new TestClient(t).post(SIGN_UP, {
      email: 'owner@example.com',
      password: 'attacker42',
      name: 'Mallory',
    });
    const fresh = await new TestClient(t).post(SIGN_UP, {
      email: 'nobody-yet@example.com',
      password: 'attacker42',
      name: 'Mallory',
    });
    const [a, b] = [await observable(taken), await observable(fresh)];
    expect({ ...a, user: { ...a.user, email: '' } }).toEqual({
      ...b,
      user: { ...b.user, email: '' },
    });
    expect(a.user.email).toBe('owner@example.com');

    expect(await userRows(t, 'owner@example.com')).toEqual([before]);
    const notice = await lastMailTo(t, 'owner@example.com', /already have a canyon account/i);
    expect(notice.text).toContain('http://localhost:3000/auth');
    // One notice to the owner and one confirmation for the fresh address; no second confirmation.
    expect(t.mail.messages.slice(mailBefore).map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['owner@example.com', 'You already have a Canyon account'],
        ['nobody-yet@example.com', 'Confirm your email address for Canyon'],
      ]),
    );
    expect(t.mail.messages.slice(mailBefore)).toHaveLength(2);
    // The owner's password still works once their address is confirmed; the attacker's does not.
    const ownerMail = await lastMailTo(t, 'owner@example.com', CONFIRM_SUBJECT);
    await owner.get(localPath(linkIn(ownerMail.text)));
    const signIn = (password: string) =>
      new TestClient(t).post('/api/auth/sign-in/email', { email: 'owner@example.com', password });
    expect((await signIn('attacker42')).status).toBe(401);
    expect((await signIn('original42')).status).toBe(200);
  });

  it.each([
    ['12345', 'PASSWORD_TOO_SHORT'],
    ['abc1', 'PASSWORD_TOO_SHORT'],
    ['abcdefgh', 'PASSWORD_TOO_WEAK'],
    ['12345678', 'PASSWORD_TOO_WEAK'],
    [`a1${'x'.repeat(127)}`, 'PASSWORD_TOO_LONG'],
  ])(
    'refuses the password %s with %s, whether or not the email is taken',
    async (password, code) => {
      const taken = `taken-${password.length}@example.com`;
      await new TestClient(t).post(SIGN_UP, { email: taken, password: 'reading42' });
      for (const email of [taken, `weak-${password.length}@example.com`]) {
        const res = await new TestClient(t).post(SIGN_UP, { email, password });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: {
            message:
              code === 'PASSWORD_TOO_LONG'
                ? 'Passwords are at most 128 characters'
                : 'Strong passwords have at least 6 characters and a mix of letters and numbers',
            code,
          },
        });
      }
      expect(await userRows(t, `weak-${password.length}@example.com`)).toEqual([]);
    },
  );

  it('accepts the shortest password the rule allows', async () => {
    const res = await new TestClient(t).post(SIGN_UP, {
      email: 'short@example.com',
      password: 'abc123',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a malformed email in Canyon’s error shape', async () => {
    const res = await new TestClient(t).post(SIGN_UP, {
      email: 'not-an-email',
      password: 'reading42',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_EMAIL', message: expect.any(String) },
    });
  });
});
