import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, lastMailTo, linkIn, localPath, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const RESET_SUBJECT = /reset your canyon password/i;
const OLD = 'old password 1';
const NEW = 'new password 2';

async function requestReset(t: TestApp, email: string) {
  return new TestClient(t).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/auth/reset-password',
  });
}

/** Follows the mailed link the way a browser does and returns the token the page receives. */
async function tokenFromMail(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t, email, RESET_SUBJECT);
  const landing = await new TestClient(t).get(localPath(linkIn(mail.text)));
  expect(landing.status).toBe(302);
  const location = new URL(landing.headers.get('location') ?? '', 'http://localhost:3000');
  expect(location.pathname).toBe('/auth/reset-password');
  return location.searchParams.get('token') ?? '';
}

describeEachDialect('resetting a password by mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers alike for known and unknown addresses, and mails only the known one', async () => {
    await signedInClient(t, 'known@example.com', OLD);
    await t.auth.settled();
    const before = t.mail.messages.length;
    const known = await requestReset(t, 'known@example.com');
    const unknown = await requestReset(t, 'unknown@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await t.auth.settled();
    expect(t.mail.messages.slice(before).map((m) => m.to)).toEqual(['known@example.com']);
  });

  it('sets the new password from the mailed link, ends other sessions and spends the link', async () => {
    const elsewhere = await signedInClient(t, 'forgetful@example.com', OLD);
    await requestReset(t, 'forgetful@example.com');
    const token = await tokenFromMail(t, 'forgetful@example.com');
    const page = new TestClient(t);

    const weak = await page.post('/api/auth/reset-password', { token, newPassword: 'lettersonly' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { code: string } }).error.code).toBe(
      'PASSWORD_TOO_WEAK',
    );

    expect((await page.post('/api/auth/reset-password', { token, newPassword: NEW })).status).toBe(
      200,
    );
    const signIn = (password: string) =>
      new TestClient(t).post('/api/auth/sign-in/email', {
        email: 'forgetful@example.com',
        password,
      });
    expect((await signIn(OLD)).status).toBe(401);
    expect((await signIn(NEW)).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);

    const again = await page.post('/api/auth/reset-password', {
      token,
      newPassword: 'another one 3',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
  });

  it('sends an expired or unknown link back to the page with an error', async () => {
    const res = await new TestClient(t).get(
      '/api/auth/reset-password/nope?callbackURL=%2Fauth%2Freset-password',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'http://localhost:3000/auth/reset-password?error=INVALID_TOKEN',
    );
  });

  it('keeps only a hash of the link’s token in the database', async () => {
    await signedInClient(t, 'hashed@example.com', OLD);
    await requestReset(t, 'hashed@example.com');
    const token = await tokenFromMail(t, 'hashed@example.com');
    const rows = await t.db.kysely
      .selectFrom('verification')
      .select(['identifier', 'value'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it('confirms the address of an account that had not confirmed it yet', async () => {
    await new TestClient(t).post('/api/auth/sign-up/email', {
      email: 'unconfirmed@example.com',
      password: OLD,
    });
    await requestReset(t, 'unconfirmed@example.com');
    const token = await tokenFromMail(t, 'unconfirmed@example.com');
    await new TestClient(t).post('/api/auth/reset-password', { token, newPassword: NEW });
    const res = await new TestClient(t).post('/api/auth/sign-in/email', {
      email: 'unconfirmed@example.com',
      password: NEW,
    });
    expect(res.status).toBe(200);
  });
});
