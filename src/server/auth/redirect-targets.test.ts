import { afterAll, beforeAll, expect, it } from 'vitest';
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

const PUBLIC_URL = 'http://localhost:3000';

/** Where a browser on Canyon ends up after following `location` (relative to the page it was on). */
function landsOn(location: string | null): URL {
  return new URL(location ?? '', `${PUBLIC_URL}/api/auth/verify-email`);
}

// Every form here must end on Canyon. Browsers drop tabs and newlines and read `\` as `/`,
// so the checks below look at the Location header the way a browser resolves it.
const tricky = [
  '//evil.example',
  '/.//evil.example',
  '/./%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  'java\nscript:alert(1)',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https:evil.example',
  'https://evil.example/x',
  'https://canyon@evil.example',
  `${PUBLIC_URL}@evil.example`,
  '／／evil.example',
];

describeEachDialect('redirect targets stay on Canyon on %s (SECURITY.md §24)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' },
    });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it.each(tricky)('a confirmation link with callbackURL %j lands on Canyon', async (target) => {
    // Hand-made links need no valid token: a bad one redirects to the callback with ?error=.
    const res = await new TestClient(t).get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`,
    );
    expect(res.status).toBe(302);
    const url = landsOn(res.headers.get('location'));
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe('/dashboard');
  });

  it('a raw, unencoded /./%2F%2F callback in a confirmation link lands on Canyon', async () => {
    const res = await new TestClient(t).get(
      '/api/auth/verify-email?token=x&callbackURL=/./%2F%2Fevil.example',
    );
    expect(res.status).toBe(302);
    expect(landsOn(res.headers.get('location')).origin).toBe(PUBLIC_URL);
  });

  it('a callback with non-Latin-1 characters is a path on Canyon, not a 500', async () => {
    const email = 'unicode@example.com';
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up/email', { email, password: 'reading42' });
    const link = new URL(linkIn((await lastMailTo(t, email, CONFIRM_SUBJECT)).text));
    link.searchParams.set('callbackURL', '/späť/日本');
    const res = await client.get(localPath(link.toString()));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sp%C3%A4%C5%A5/%E6%97%A5%E6%9C%AC');
    const bad = await new TestClient(t).get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent('/späť/日本')}`,
    );
    expect(bad.headers.get('location')).toBe(
      '/sp%C3%A4%C5%A5/%E6%97%A5%E6%9C%AC?error=INVALID_TOKEN',
    );
  });

  it('an absolute URL on PUBLIC_URL is reduced to its path', async () => {
    const res = await new TestClient(t).get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(`${PUBLIC_URL}/settings`)}`,
    );
    expect(res.headers.get('location')).toBe('/settings?error=INVALID_TOKEN');
  });

  it.each(tricky)(
    'a password-reset link made with redirectTo %j lands on Canyon',
    async (target) => {
      const email = `reset-${Math.random().toString(36).slice(2)}@example.com`;
      await signedInClient(t, email, 'reading42');
      const res = await new TestClient(t).post('/api/auth/request-password-reset', {
        email,
        redirectTo: target,
      });
      expect(res.status).toBe(200);
      const mail = await lastMailTo(t, email, /reset your canyon password/i);
      const landing = await new TestClient(t).get(localPath(linkIn(mail.text)));
      expect(landing.status).toBe(302);
      const url = landsOn(landing.headers.get('location'));
      expect(url.origin).toBe(PUBLIC_URL);
      expect(url.pathname).toBe('/dashboard');
    },
  );

  it.each(tricky)('a social sign-in with callbacks %j ends on Canyon', async (target) => {
    const res = await new TestClient(t).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: target,
      errorCallbackURL: target,
      newUserCallbackURL: target,
      disableRedirect: true,
    });
    expect(res.status).toBe(200);
    const state = await t.db.kysely
      .selectFrom('verification')
      .select('value')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(state.value).toContain('"callbackURL":"/dashboard"');
    expect(state.value).not.toContain('evil');
  });

  it('keeps Canyon’s own pages as they are', async () => {
    const res = await new TestClient(t).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/popup-done',
      disableRedirect: true,
    });
    expect(res.status).toBe(200);
  });

  it.each(tricky)(
    'signing up with callbackURL %j mails a link that never leaves Canyon',
    async (target) => {
      const email = `new-${Math.random().toString(36).slice(2)}@example.com`;
      const client = new TestClient(t);
      const signUp = await client.post('/api/auth/sign-up/email', {
        email,
        password: 'reading42',
        callbackURL: target,
      });
      expect(signUp.status).toBe(200);
      const mail = await lastMailTo(t, email, CONFIRM_SUBJECT);
      const link = linkIn(mail.text);
      expect(new URL(link).origin).toBe(PUBLIC_URL);
      const confirmed = await client.get(localPath(link));
      expect(confirmed.status).toBe(302);
      const url = landsOn(confirmed.headers.get('location'));
      expect(url.origin).toBe(PUBLIC_URL);
      expect(url.pathname).toBe('/dashboard');
      // The link did confirm the address and sign the reader in.
      expect((await client.get('/api/me')).status).toBe(200);
    },
  );

  it('signing up from a remembered page comes back through the sign-in page to it', async () => {
    const email = 'remembered@example.com';
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up/email', {
      email,
      password: 'reading42',
      callbackURL: '/auth?next=%2Fsettings',
    });
    const confirmed = await client.get(
      localPath(linkIn((await lastMailTo(t, email, CONFIRM_SUBJECT)).text)),
    );
    expect(confirmed.headers.get('location')).toBe('/auth?next=%2Fsettings');
  });
});
