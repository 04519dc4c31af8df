import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_SUBJECT,
  TestClient,
  lastMailTo,
  linkIn,
  localPath,
  signedInClient,
} from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const SIGN_IN = '/api/auth/sign-in/email';
const PASSWORD = 'correct horse 42';

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => /session_token=[^;]/.test(line));
}

describeEachDialect('signing in with email and password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signedInClient(t, 'reader@example.com', PASSWORD);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over plain HTTP (SECURITY.md §28)', async () => {
    const res = await new TestClient(t).post(SIGN_IN, {
      email: 'reader@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res) ?? '';
    expect(cookie).toMatch(/^canyon\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('never hands the session token to page scripts', async () => {
    const client = new TestClient(t);
    const signIn = (await (
      await client.post(SIGN_IN, { email: 'reader@example.com', password: PASSWORD })
    ).json()) as Record<string, unknown>;
    expect(signIn.token).toBeNull();
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      session: Record<string, unknown>;
    };
    expect(session.session.token).toBeNull();
    const sessions = (await (await client.get('/api/auth/list-sessions')).json()) as Record<
      string,
      unknown
    >[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.token === null)).toBe(true);
  });

  it('answers a wrong password and an unknown email alike (SECURITY.md §26)', async () => {
    const wrong = await new TestClient(t).post(SIGN_IN, {
      email: 'reader@example.com',
      password: 'wrong horse 42',
    });
    const unknown = await new TestClient(t).post(SIGN_IN, {
      email: 'nobody@example.com',
      password: 'wrong horse 42',
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const expected = {
      error: { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
    };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('holds back an unconfirmed account and mails a fresh confirmation link that signs in', async () => {
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up/email', {
      email: 'later@example.com',
      password: PASSWORD,
    });
    await t.auth.settled();
    const before = t.mail.messages.length;

    const res = await client.post(SIGN_IN, { email: 'later@example.com', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' },
    });
    expect(sessionCookie(res)).toBeUndefined();

    const mail = await lastMailTo(t, 'later@example.com', CONFIRM_SUBJECT);
    expect(t.mail.messages.length).toBe(before + 1);
    const confirmed = await client.get(
      localPath(linkIn(mail.text).replace('callbackURL=%2F', 'callbackURL=%2Fdashboard')),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/dashboard');
    expect(sessionCookie(confirmed)).toBeDefined();
    const me = (await (await client.get('/api/me')).json()) as {
      email: string;
      emailVerified: boolean;
    };
    expect(me).toMatchObject({ email: 'later@example.com', emailVerified: true });
  });

  it('refuses a confirmation link that was tampered with', async () => {
    const res = await new TestClient(t).get(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2F',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/\?error=/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('extends a session in use and hands the browser the renewed cookie', async () => {
    const client = await signedInClient(t, 'steady@example.com', PASSWORD);
    const { id: userId } = (await (await client.get('/api/me')).json()) as { id: string };
    // Pretend the session was created two days ago: five of its seven days are left.
    const aged = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await t.db.kysely
      .updateTable('session')
      .set({ expiresAt: dialect === 'postgres' ? aged : aged.toISOString() })
      .where('userId', '=', userId)
      .execute();
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/Max-Age=604800/);
    const [session] = await t.db.kysely
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', userId)
      .execute();
    expect(new Date(session?.expiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 6 * 24 * 60 * 60 * 1000,
    );
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const client = await signedInClient(t, 'leaving@example.com', PASSWORD);
    const cookie = client.jar.header();
    expect((await client.get('/api/me')).status).toBe(200);
    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(client.jar.cookies.size).toBe(0);
    // The old cookie, replayed, is dead too: the session row is gone.
    expect((await new TestClient(t).get('/api/me', { cookie })).status).toBe(401);
  });
});

describe('cookies when Canyon is served over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://read.example.org' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('are Secure, with the __Secure- prefix (SECURITY.md §28)', async () => {
    const client = await signedInClient(t, 'secure@example.com', PASSWORD);
    const res = await new TestClient(t).post(SIGN_IN, {
      email: 'secure@example.com',
      password: PASSWORD,
    });
    const cookie = sessionCookie(res) ?? '';
    expect(cookie).toMatch(/^__Secure-canyon\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
