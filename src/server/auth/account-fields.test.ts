import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

const SIGN_UP = '/api/auth/sign-up/email';
const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describeEachDialect('limits on what a visitor types into an account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  const users = async (email: string) =>
    t.db.kysely.selectFrom('user').select('name').where('email', '=', email).execute();

  it.each([
    [
      'a 5,000-character name',
      'a'.repeat(5_000),
      'NAME_TOO_LONG',
      'Names are at most 100 characters',
    ],
    ['a 101-character name', 'a'.repeat(101), 'NAME_TOO_LONG', 'Names are at most 100 characters'],
    [
      'a name with a line break',
      'Ada\nYour account is locked: https://evil.example/unlock',
      'NAME_INVALID',
      'Names cannot contain control characters or line breaks',
    ],
    [
      'a name with a NUL',
      'Ada\u0000',
      'NAME_INVALID',
      'Names cannot contain control characters or line breaks',
    ],
  ])(
    'sign-up refuses %s with a 400, for a new and a taken email alike',
    async (_label, name, code, message) => {
      const taken = `taken-${code}-${name.length}@example.com`;
      await new TestClient(t).post(SIGN_UP, { email: taken, password: 'reading42' });
      for (const email of [taken, `fresh-${code}-${name.length}@example.com`]) {
        const res = await new TestClient(t).post(SIGN_UP, { email, password: 'reading42', name });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: { code, message } });
      }
      expect(await users(`fresh-${code}-${name.length}@example.com`)).toEqual([]);
    },
  );

  it('sign-up keeps a 100-character name, trimmed', async () => {
    const name = 'é'.repeat(100);
    const res = await new TestClient(t).post(SIGN_UP, {
      email: 'hundred@example.com',
      password: 'reading42',
      name: `  ${name}  `,
    });
    expect(res.status).toBe(200);
    expect(await users('hundred@example.com')).toEqual([{ name }]);
  });

  it.each([
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
  ])('%s refuses a 300-character email address, and accepts 254', async (path) => {
    const res = await new TestClient(t).post(path, { email: at(300), password: 'reading42' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_EMAIL', message: 'Email addresses are at most 254 characters' },
    });
    const fine = await new TestClient(t).post(path, { email: at(254), password: 'reading42' });
    expect(fine.status).not.toBe(400);
  });

  it('a malformed email is INVALID_EMAIL', async () => {
    const res = await new TestClient(t).post(SIGN_UP, {
      email: 'not-an-email',
      password: 'reading42',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_EMAIL');
  });

  it('a password longer than 128 characters is refused, signing in too', async () => {
    const long = `a1${'x'.repeat(200)}`;
    const signUp = await new TestClient(t).post(SIGN_UP, {
      email: 'long@example.com',
      password: long,
    });
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { error: { code: string } }).error.code).toBe(
      'PASSWORD_TOO_LONG',
    );
    const signIn = await new TestClient(t).post('/api/auth/sign-in/email', {
      email: 'long@example.com',
      password: 'x'.repeat(5_000),
    });
    expect(signIn.status).toBe(400);
  });

  it('changing the name later keeps to the same rules', async () => {
    const reader = await signedInClient(t, 'renamed@example.com', 'reading42');
    const tooLong = await reader.post('/api/auth/update-user', { name: 'a'.repeat(5_000) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: { code: 'NAME_TOO_LONG', message: 'Names are at most 100 characters' },
    });
    const control = await reader.post('/api/auth/update-user', { name: 'Ada\r\nLovelace' });
    expect(control.status).toBe(400);
    expect(((await control.json()) as { error: { code: string } }).error.code).toBe('NAME_INVALID');
    expect(await users('renamed@example.com')).toEqual([{ name: '' }]);

    const fine = await reader.post('/api/auth/update-user', { name: '  Ada Lovelace ' });
    expect(fine.status).toBe(200);
    expect(await users('renamed@example.com')).toEqual([{ name: 'Ada Lovelace' }]);
  });
});
