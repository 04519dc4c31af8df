import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const SIGN_IN = '/api/auth/sign-in/email';

/** Canyon's one error shape and nothing else: `{"error":{"message","code"}}`. */
async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  const error = body.error as Record<string, unknown>;
  expect(Object.keys(error).sort()).toEqual(['code', 'message']);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message).not.toBe('');
  return error.message as string;
}

describeEachDialect('every /api/auth/* error in one shape on %s', (dialect) => {
  let t: TestApp;
  let reader: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await signedInClient(t, 'reader@example.com', 'reading42');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('a wrong password', async () => {
    const res = await new TestClient(t).post(SIGN_IN, {
      email: 'reader@example.com',
      password: 'wrong42',
    });
    await expectError(res, 401, 'INVALID_EMAIL_OR_PASSWORD');
  });

  it('a password that breaks the rule', async () => {
    const res = await new TestClient(t).post('/api/auth/sign-up/email', {
      email: 'weak@example.com',
      password: 'abc',
    });
    await expectError(res, 400, 'PASSWORD_TOO_SHORT');
  });

  it('a body Better Auth’s own validation refuses', async () => {
    const res = await new TestClient(t).post(SIGN_IN, { email: 'reader@example.com' });
    await expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('a name past the limit', async () => {
    const res = await reader.post('/api/auth/update-user', { name: 'x'.repeat(101) });
    await expectError(res, 400, 'NAME_TOO_LONG');
  });

  it('a field the server owns', async () => {
    const res = await reader.post('/api/auth/update-user', { plan: 'pro' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['error']);
  });

  it('an unconfirmed address', async () => {
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up/email', {
      email: 'later@example.com',
      password: 'reading42',
    });
    const res = await client.post(SIGN_IN, { email: 'later@example.com', password: 'reading42' });
    await expectError(res, 403, 'EMAIL_NOT_VERIFIED');
  });

  it('no session', async () => {
    await expectError(
      await new TestClient(t).post('/api/auth/change-password', {
        currentPassword: 'reading42',
        newPassword: 'reading43',
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await new TestClient(t).get('/api/auth/list-sessions'), 401, 'UNAUTHORIZED');
  });

  it('an unknown route', async () => {
    await expectError(await new TestClient(t).get('/api/auth/no-such-thing'), 404, 'NOT_FOUND');
    await expectError(
      await new TestClient(t).post('/api/auth/no-such-thing', {}),
      404,
      'NOT_FOUND',
    );
  });

  it('invalid JSON, a form body, another origin', async () => {
    const client = new TestClient(t);
    const post = (headers: Record<string, string>, body: string) =>
      client.request(SIGN_IN, { method: 'POST', headers, body });
    await expectError(
      await post({ 'content-type': 'application/json' }, '{"email":'),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'email=a'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      await post({ 'content-type': 'application/json', origin: 'https://evil.example' }, '{}'),
      403,
      'FORBIDDEN',
    );
  });

  it('too many sign-ins from one address: the spec’s words, and when to come back', async () => {
    const client = new TestClient(t);
    let res: Response | undefined;
    for (let i = 0; i < 11; i++) {
      res = await client.post(SIGN_IN, { email: `guess-${i}@example.com`, password: 'wrong42' });
    }
    const message = await expectError(res!, 429, 'TOO_MANY_REQUESTS');
    expect(message).toBe('Too many failed attempts. Please try again later.');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('too many sign-ups for one account', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 6; i++) {
      res = await new TestClient(t).post('/api/auth/sign-up/email', {
        email: 'flood@example.com',
        password: 'reading42',
      });
    }
    const message = await expectError(res!, 429, 'TOO_MANY_REQUESTS');
    expect(message).toBe('Too many requests. Please try again later.');
  });

  it('success bodies still carry no session token', async () => {
    const res = await new TestClient(t).post(SIGN_IN, {
      email: 'reader@example.com',
      password: 'reading42',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: unknown }).token).toBeNull();
  });
});
