import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signInMethodsSchema } from '@/shared/auth/sign-in-methods';
import { createTestApp, type TestApp } from '../test/test-app';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.db.drop();
});

async function methodsWith(env: Record<string, string>) {
  const t = await createTestApp('sqlite', { env });
  opened.push(t);
  const res = await t.app.request('/api/sign-in-methods');
  expect(res.status).toBe(200);
  return { t, methods: signInMethodsSchema.parse(await res.json()) };
}

describe('GET /api/sign-in-methods', () => {
  it('offers email and password alone by default', async () => {
    expect((await methodsWith({})).methods).toEqual({ emailPassword: true, providers: [] });
  });

  it('lists each configured provider, and only those', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { t, methods } = await methodsWith({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-id',
      GITHUB_CLIENT_SECRET: 'github-secret',
      APPLE_CLIENT_ID: 'org.example.canyon',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: privateKey
        .export({ format: 'pem', type: 'pkcs8' })
        .toString()
        .replace(/\n/g, '\\n'),
      // Loopback and closed: discovery fails at once and the test never leaves the machine.
      OIDC_ISSUER: 'http://127.0.0.1:9/realms/canyon',
      OIDC_CLIENT_ID: 'canyon',
      OIDC_CLIENT_SECRET: 'oidc-secret',
    });
    expect(methods).toEqual({
      emailPassword: true,
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'github', name: 'GitHub' },
        { id: 'apple', name: 'Apple' },
        { id: 'oidc', name: 'Single sign-on' },
      ],
    });
    const ids = (await t.auth.betterAuth.$context).socialProviders.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['google', 'github', 'apple']));
  });

  it('sends Google sign-in to the account chooser with the profile and email scopes', async () => {
    const { t } = await methodsWith({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    const res = await t.app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'google',
        callbackURL: '/auth/popup-done',
        disableRedirect: true,
      }),
    });
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/callback/google',
    );
  });
});
