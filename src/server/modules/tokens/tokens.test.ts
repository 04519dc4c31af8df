import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenListSchema, createdApiTokenSchema } from '@/shared/auth/api-tokens';
import { TestClient, signedInClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { hashSecret, newApiToken, parseApiToken, secretMatches } from './api-token-secret';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachDialect('personal API tokens on %s (SECURITY.md §29)', (dialect) => {
  let t: TestApp;
  let reader: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await signedInClient(t, 'reader@example.com');
    other = await signedInClient(t, 'other@example.com');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  async function create(client: TestClient, name: string) {
    const res = await client.post('/api/tokens', { name });
    expect(res.status).toBe(201);
    return createdApiTokenSchema.parse(await res.json());
  }

  it('creates a token, shows it once, and stores only a hash of it', async () => {
    const created = await create(reader, '  Phone shortcut  ');
    expect(created.name).toBe('Phone shortcut');
    expect(created.token).toMatch(/^cyn_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'name', 'token']);

    const rows = await t.db.kysely
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .execute();
    const secret = parseApiToken(created.token)?.secret ?? '';
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0]?.secret_hash).toBe(hashSecret(secret));

    const list = apiTokenListSchema.parse(await (await reader.get('/api/tokens')).json());
    const listed = list.items.find((item) => item.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Phone shortcut',
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('authenticates API calls as its owner and records when it was used', async () => {
    const { id, token } = await create(reader, 'script');
    const me = await new TestClient(t).get('/api/me', bearer(token));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('reader@example.com');
    const list = apiTokenListSchema.parse(await (await reader.get('/api/tokens')).json());
    expect(list.items.find((item) => item.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('lists only the reader’s own tokens, newest first', async () => {
    await create(other, 'theirs');
    const names = apiTokenListSchema
      .parse(await (await reader.get('/api/tokens')).json())
      .items.map((i) => i.name);
    expect(names).not.toContain('theirs');
    expect(names[0]).toBe('script');
  });

  it('records use at most once a minute, so reads do not all write', async () => {
    const { id, token } = await create(reader, 'busy script');
    const lastUsed = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('api_tokens')
            .select('last_used_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).last_used_at,
      );
    const call = async () =>
      expect((await new TestClient(t).get('/api/me', bearer(token))).status).toBe(200);

    await call();
    const first = await lastUsed();
    expect(first).toBeGreaterThan(0);
    // Within the minute: no write, whatever the clock says.
    const recent = first - 30_000;
    await t.db.kysely
      .updateTable('api_tokens')
      .set({ last_used_at: recent })
      .where('id', '=', id)
      .execute();
    await call();
    expect(await lastUsed()).toBe(recent);
    // Over a minute ago: recorded again.
    await t.db.kysely
      .updateTable('api_tokens')
      .set({ last_used_at: first - 61_000 })
      .where('id', '=', id)
      .execute();
    await call();
    expect(await lastUsed()).toBeGreaterThanOrEqual(first);
  });

  it('revokes a token at once', async () => {
    const { id, token } = await create(reader, 'to revoke');
    expect((await new TestClient(t).get('/api/me', bearer(token))).status).toBe(200);
    const res = await reader.request(`/api/tokens/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await new TestClient(t).get('/api/me', bearer(token))).status).toBe(401);
    expect((await reader.request(`/api/tokens/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers another reader’s token id with 404 and leaves that token working', async () => {
    const theirs = await create(other, 'not yours');
    const res = await reader.request(`/api/tokens/${theirs.id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: 'Token not found', code: 'NOT_FOUND' } });
    expect((await new TestClient(t).get('/api/me', bearer(theirs.token))).status).toBe(200);
  });

  it('cannot be used to manage tokens, so a leaked one cannot mint its own successors', async () => {
    const { id, token } = await create(reader, 'limited');
    const client = new TestClient(t);
    const attempts = [
      await client.request('/api/tokens', { headers: bearer(token) }),
      await client.request('/api/tokens', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: '{"name":"successor"}',
      }),
      await client.request(`/api/tokens/${id}`, { method: 'DELETE', headers: bearer(token) }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403]);
  });

  it.each([
    ['a wrong secret for a real id', (real: string) => `${real.slice(0, 21)}${'A'.repeat(43)}`],
    ['a malformed token', () => 'cyn_nope'],
    ['a session token presented as a bearer', () => 'abcdefghijklmnopqrstuvwxyz012345'],
  ])('refuses %s, without falling back to the cookie', async (_label, forge) => {
    const { token } = await create(reader, 'real');
    const res = await reader.get('/api/me', bearer(forge(token)));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: 'The API token is not valid.', code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses other authorization schemes', async () => {
    const res = await new TestClient(t).get('/api/me', { authorization: 'Basic cmVhZGVyOnB3' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['', 'name: Give the token a name'],
    ['   ', 'name: Give the token a name'],
    ['x'.repeat(101), 'name: Token names are at most 100 characters'],
  ])('refuses the name %j', async (name, message) => {
    const res = await reader.post('/api/tokens', { name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message, code: 'VALIDATION_FAILED' } });
  });

  it('needs a signed-in reader', async () => {
    const res = await new TestClient(t).get('/api/tokens');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: 'Sign in to continue.', code: 'UNAUTHENTICATED' },
    });
  });

  it('goes away with its owner, with their sessions (SECURITY.md §37)', async () => {
    const leaving = await signedInClient(t, 'leaving@example.com');
    const { token } = await create(leaving, 'mine');
    const { id: userId } = (await (await leaving.get('/api/me')).json()) as { id: string };
    await t.db.kysely.deleteFrom('user').where('id', '=', userId).execute();
    expect(
      await t.db.kysely
        .selectFrom('api_tokens')
        .where('user_id', '=', userId)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.kysely.selectFrom('session').where('userId', '=', userId).selectAll().execute(),
    ).toEqual([]);
    expect((await new TestClient(t).get('/api/me', bearer(token))).status).toBe(401);
    expect((await leaving.get('/api/me')).status).toBe(401);
  });
});

describe('token secrets', () => {
  it('are 32 random bytes, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newApiToken().token));
    expect(tokens.size).toBe(200);
    const secret = parseApiToken(newApiToken().token)?.secret ?? '';
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  });

  it('match only their own hash', () => {
    const { token, secretHash } = newApiToken();
    const secret = parseApiToken(token)?.secret ?? '';
    expect(secretMatches(secret, secretHash)).toBe(true);
    expect(secretMatches(`${secret.slice(0, -1)}A`, secretHash)).toBe(secret.endsWith('A'));
    expect(secretMatches(secret, hashSecret('other'))).toBe(false);
    expect(secretMatches(secret, 'abcd')).toBe(false);
  });
});
