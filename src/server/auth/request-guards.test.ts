import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRouter } from '../http/create-router';
import { TestClient, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';
import { currentUser, requireUser } from './require-user';

const EVIL = 'https://evil.example';
const FORBIDDEN = {
  error: { message: 'This request must come from a Canyon page.', code: 'FORBIDDEN' },
};

/** A state-changing route like every feature's, to check the guards in front of all of them. */
function addEchoRoute(t: TestApp) {
  const route = createRoute({
    method: 'post',
    path: '/api/test-echo',
    middleware: [requireUser],
    request: { body: { content: { 'application/json': { schema: z.object({ n: z.number() }) } } } },
    responses: {
      200: {
        description: 'echo',
        content: { 'application/json': { schema: z.object({ n: z.number(), user: z.string() }) } },
      },
    },
  });
  t.app.route(
    '/',
    createRouter().openapi(route, (c) =>
      c.json({ n: c.req.valid('json').n, user: currentUser(c).email }, 200),
    ),
  );
}

describeEachDialect(
  'origin and body checks on state-changing calls on %s (SECURITY.md §23)',
  (dialect) => {
    let t: TestApp;
    let reader: TestClient;
    let token: string;
    const users = async () =>
      (await t.db.kysely.selectFrom('user').select('email').execute()).map((u) => u.email);

    beforeAll(async () => {
      t = await createTestApp(dialect);
      addEchoRoute(t);
      reader = await signedInClient(t, 'reader@example.com', 'reading42');
      token = (
        (await (await reader.post('/api/tokens', { name: 'script' })).json()) as { token: string }
      ).token;
    });
    afterAll(async () => {
      await t.db.drop();
    });

    it('refuses a cross-site form post to sign-up: nobody is created', async () => {
      const res = await new TestClient(t).request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=victim%40example.com&password=reading42&name=x',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect(await users()).not.toContain('victim@example.com');
    });

    it.each([
      ['application/x-www-form-urlencoded', 'email=form%40example.com&password=reading42&name=x'],
      ['text/plain', '{"email":"text@example.com","password":"reading42","name":"x"}'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nmp@example.com\r\n--b--',
      ],
    ])('refuses a %s body to sign-up even from Canyon’s own origin', async (type, body) => {
      const res = await new TestClient(t).request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(await users()).toEqual(['reader@example.com']);
    });

    it('refuses a text/plain or cross-site sign-in with the right password: no session', async () => {
      const credentials = JSON.stringify({ email: 'reader@example.com', password: 'reading42' });
      const text = await new TestClient(t).request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: credentials,
      });
      const crossSite = await new TestClient(t).request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': 'application/json' },
        body: credentials,
      });
      expect([text.status, crossSite.status]).toEqual([415, 403]);
      expect([...text.headers.getSetCookie(), ...crossSite.headers.getSetCookie()]).toEqual([]);
    });

    it.each([
      ['no Origin', undefined],
      ['Origin: null', 'null'],
      ['a look-alike origin', 'http://localhost:3000.evil.example'],
      ['another port', 'http://localhost:3001'],
    ])('refuses a JSON call with %s', async (_label, origin) => {
      const headers = { 'content-type': 'application/json', origin: origin ?? '' };
      const res = await reader.request('/api/test-echo', {
        method: 'POST',
        headers,
        body: '{"n":1}',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    });

    it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s', async (method) => {
      const res = await reader.request('/api/tokens/abc', { method, headers: { origin: EVIL } });
      expect(res.status).toBe(403);
    });

    it('lets a call from a Canyon page through', async () => {
      const res = await reader.post('/api/test-echo', { n: 2 });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ n: 2, user: 'reader@example.com' });
    });

    it('lets a Bearer-token call through without an Origin, and judges the token afterwards', async () => {
      const call = (authorization: string) =>
        new TestClient(t).request('/api/test-echo', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', origin: '' },
          body: '{"n":3}',
        });
      const good = await call(`Bearer ${token}`);
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ n: 3, user: 'reader@example.com' });
      const bad = await call(
        'Bearer cyn_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      );
      expect(bad.status).toBe(401);
    });

    it('never blocks a GET, which changes nothing', async () => {
      const res = await reader.request('/api/me', { headers: { origin: EVIL } });
      expect(res.status).toBe(200);
    });

    it('lets an OAuth provider’s form post reach its callback, which only redirects', async () => {
      const res = await new TestClient(t).request('/api/auth/callback/apple', {
        method: 'POST',
        headers: {
          origin: 'https://appleid.apple.com',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'state=abc&code=xyz',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(
        'http://localhost:3000/api/auth/callback/apple?code=xyz&state=abc',
      );
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  },
);
