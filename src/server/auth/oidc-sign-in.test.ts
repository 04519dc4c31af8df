import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  CONFIRM_SUBJECT,
  CookieJar,
  lastMailTo,
  linkIn,
  signedInClient,
} from '../test/auth-client';
import { serveApp } from '../http/serve-app';
import { listEvents } from '../modules/events/events.repo';
import { freePort } from '../test/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../test/local-oidc-provider';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

// The generic OpenID Connect sign-in, end to end over real HTTP on loopback: Canyon served by
// @hono/node-server, a real OpenID provider (oidc-provider), and plain fetch calls standing in
// for the browser, each site with its own cookies.

const CLIENT = { clientId: 'canyon', clientSecret: 'canyon-test-secret-0123456789' };

type Browser = { canyon: CookieJar; provider: CookieJar };

describeEachDialect('signing in with OpenID Connect on %s', (dialect) => {
  let op: LocalOidcProvider;
  let t: TestApp;
  let server: Server;
  let canyon: string;

  beforeAll(async () => {
    // oidc-provider warns on stderr about its development-only login form; expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = await freePort();
    canyon = `http://127.0.0.1:${port}`;
    op = await startLocalOidcProvider({
      ...CLIENT,
      redirectUri: `${canyon}/api/auth/callback/oidc`,
      accounts: {
        alice: { email: 'alice@example.com', email_verified: true, name: 'Alice Example' },
        bob: { email: 'bob@example.com', email_verified: true, name: 'Bob' },
        carol: { email: 'carol@example.com', email_verified: false, name: 'Not Carol' },
        dave: { email: 'dave@example.com', email_verified: false, name: 'Dave' },
        mallory: { email: 'erin@example.com', email_verified: false, name: 'Mallory' },
      },
    });
    t = await createTestApp(dialect, {
      env: {
        PUBLIC_URL: canyon,
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
        OIDC_NAME: 'Company login',
      },
    });
    server = serveApp({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await op.close();
    await t.db.drop();
  });

  /** What the web app does when the reader picks the provider: ask Canyon where to send the popup. */
  async function startSignIn(browser: Browser): Promise<string> {
    const res = await fetch(`${canyon}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { origin: canyon, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'oidc',
        callbackURL: '/auth/popup-done',
        errorCallbackURL: '/auth/popup-done',
        disableRedirect: true,
      }),
    });
    browser.canyon.store(res);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    return url;
  }

  /**
   * The popup: follow redirects at the provider, submit its login (and consent) forms as
   * `accountId`, and stop at the first redirect back to Canyon, which is returned unfollowed.
   */
  async function logInAtProvider(
    browser: Browser,
    authorizeUrl: string,
    accountId: string,
  ): Promise<string> {
    let url = authorizeUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(canyon)) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: browser.provider.header() },
      });
      browser.provider.store(res);
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        continue;
      }
      const html = await res.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action) throw new Error(`unexpected provider page:\n${html}`);
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt };
      const submitted = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: browser.provider.header(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
      browser.provider.store(submitted);
      url = new URL(submitted.headers.get('location') ?? '', url).toString();
    }
    throw new Error('the provider never sent the browser back to Canyon');
  }

  async function completeAtCanyon(browser: Browser, callbackUrl: string): Promise<Response> {
    const res = await fetch(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: browser.canyon.header() },
    });
    browser.canyon.store(res);
    return res;
  }

  async function signIn(accountId: string): Promise<{ browser: Browser; landing: Response }> {
    const browser = { canyon: new CookieJar(), provider: new CookieJar() };
    const callback = await logInAtProvider(browser, await startSignIn(browser), accountId);
    expect(callback).toMatch(new RegExp(`^${canyon}/api/auth/callback/oidc\\?code=`));
    return { browser, landing: await completeAtCanyon(browser, callback) };
  }

  async function me(browser: Browser) {
    return fetch(`${canyon}/api/me`, { headers: { cookie: browser.canyon.header() } });
  }

  it('offers the provider under its configured name', async () => {
    const res = await fetch(`${canyon}/api/sign-in-methods`);
    expect(await res.json()).toEqual({
      emailPassword: true,
      providers: [{ id: 'oidc', name: 'Company login' }],
    });
  });

  it('creates the account on first sign-in and ends the popup with a session', async () => {
    const { browser, landing } = await signIn('alice');
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth/popup-done');
    expect(browser.canyon.cookies.has('canyon.session_token')).toBe(true);
    const res = await me(browser);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'alice@example.com',
      displayName: 'Alice Example',
      authProvider: 'oidc',
      emailVerified: true,
      plan: 'pro',
      subscription: { isPro: true, statusLabel: 'Active' },
    });
  });

  it('signs the same account in again on the next visit', async () => {
    const first = await (await me((await signIn('alice')).browser)).json();
    const again = await (await me((await signIn('alice')).browser)).json();
    const id = (first as { id: string }).id;
    expect((again as { id: string }).id).toBe(id);
    // Each sign-in through the provider is one login event, named by its method.
    const logins = (await listEvents(t.db, id)).filter((e) => e.type === 'login');
    expect(logins.length).toBeGreaterThanOrEqual(2);
    expect(logins.every((e) => e.data.method === 'oidc')).toBe(true);
  });

  it('joins an existing account when the provider verified the email (SECURITY.md §27)', async () => {
    const local = await signedInClient(t, 'bob@example.com', 'bobs password 1');
    const localId = ((await (await local.get('/api/me')).json()) as { id: string }).id;
    const { browser, landing } = await signIn('bob');
    expect(landing.headers.get('location')).toBe('/auth/popup-done');
    const record = (await (await me(browser)).json()) as { id: string; authProvider: string };
    expect(record.id).toBe(localId);
    expect(record.authProvider).toBe('email');
    const accounts = await t.db.kysely
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', localId)
      .execute();
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'oidc']);
  });

  it('refuses to join an existing account when the provider did not verify the email (SECURITY.md §27)', async () => {
    const local = await signedInClient(t, 'carol@example.com', 'carols password 1');
    const localId = ((await (await local.get('/api/me')).json()) as { id: string }).id;
    const { browser, landing } = await signIn('carol');
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth/popup-done?error=account_not_linked');
    expect(browser.canyon.cookies.has('canyon.session_token')).toBe(false);
    expect((await me(browser)).status).toBe(401);
    const accounts = await t.db.kysely
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', localId)
      .execute();
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('asks for Canyon’s own confirmation mail once when the provider did not verify the email', async () => {
    const first = await signIn('dave');
    expect(first.landing.headers.get('location')).toBe('/auth/popup-done?error=email_not_verified');
    expect(first.browser.canyon.cookies.has('canyon.session_token')).toBe(false);

    const mail = await lastMailTo(t, 'dave@example.com', CONFIRM_SUBJECT);
    const confirmed = await fetch(linkIn(mail.text), { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/auth/popup-done');

    const second = await signIn('dave');
    expect(second.landing.headers.get('location')).toBe('/auth/popup-done');
    expect(await (await me(second.browser)).json()).toMatchObject({
      email: 'dave@example.com',
      authProvider: 'oidc',
      emailVerified: true,
    });
  });

  it('drops a provider link made before the address was proven once its owner resets the password', async () => {
    // Mallory's provider lets her claim Erin's address without verifying it.
    const claimed = await signIn('mallory');
    expect(claimed.landing.headers.get('location')).toBe(
      '/auth/popup-done?error=email_not_verified',
    );
    const [erin] = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'erin@example.com')
      .execute();

    // Erin, who owns the mailbox, resets the password of the account she finds there.
    await fetch(`${canyon}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { origin: canyon, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'erin@example.com', redirectTo: '/auth/reset-password' }),
    });
    const resetMail = await lastMailTo(t, 'erin@example.com', /reset your canyon password/i);
    const landing = await fetch(linkIn(resetMail.text), { redirect: 'manual' });
    const token = new URL(landing.headers.get('location') ?? '', canyon).searchParams.get('token');
    const reset = await fetch(`${canyon}/api/auth/reset-password`, {
      method: 'POST',
      headers: { origin: canyon, 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: 'erins own password 1' }),
    });
    expect(reset.status).toBe(200);

    const links = await t.db.kysely
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', erin?.id ?? '')
      .execute();
    expect(links.map((l) => l.providerId)).toEqual(['credential']);
    const again = await signIn('mallory');
    expect(again.landing.headers.get('location')).toBe('/auth/popup-done?error=account_not_linked');
    expect((await me(again.browser)).status).toBe(401);
  });

  it('refuses a callback that comes back to a different browser than the one that started', async () => {
    const starter = { canyon: new CookieJar(), provider: new CookieJar() };
    const callback = await logInAtProvider(starter, await startSignIn(starter), 'alice');
    const stranger = { canyon: new CookieJar(), provider: new CookieJar() };
    const landing = await completeAtCanyon(stranger, callback);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toMatch(/\/auth\/popup-done\?error=/);
    expect(stranger.canyon.cookies.has('canyon.session_token')).toBe(false);
  });
});
