import { expect, it } from 'vitest';
import { userRecordSchema } from '@/shared/auth/user-record';
import { signedInClient, TestClient } from '../../test/auth-client';
import { describeEachDialect } from '../../test/test-database';
import { setUpAccountTestApp } from './testing/account-test-app';

function patchMe(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  return client.patch('/api/me', body, headers);
}

describeEachDialect('PATCH /api/me on %s', (dialect) => {
  const account = setUpAccountTestApp(dialect);

  it('sets the display name, trimmed, announces the change, and answers the record', async () => {
    const { client: reader, id } = await account.reader('named@example.com');
    const stopListening = account.listen(id);
    const res = await patchMe(reader, { name: '  Ada\u0000 Lovelace  ' });
    const heard = stopListening();
    expect(res.status).toBe(200);
    const record = userRecordSchema.parse(await res.json());
    expect(record.displayName).toBe('Ada Lovelace');
    expect(heard).toEqual([id]);
    expect(userRecordSchema.parse(await (await reader.get('/api/me')).json()).displayName).toBe(
      'Ada Lovelace',
    );
  });

  it('takes an empty name as "not set"', async () => {
    const reader = await signedInClient(account.t, 'unnamed@example.com');
    await patchMe(reader, { name: 'Someone' });
    const res = await patchMe(reader, { name: '   ' });
    expect(res.status).toBe(200);
    expect(userRecordSchema.parse(await res.json()).displayName).toBeNull();
  });

  it('refuses a long name, other fields and a missing name, changing nothing', async () => {
    const reader = await signedInClient(account.t, 'limits@example.com');
    await patchMe(reader, { name: 'Kept' });
    const long = await patchMe(reader, { name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toContain(
      'Display name must be at most 100 characters',
    );
    expect((await patchMe(reader, { name: 'Mallory', plan: 'pro' })).status).toBe(400);
    expect((await patchMe(reader, {})).status).toBe(400);
    expect((await patchMe(reader, { name: 42 })).status).toBe(400);
    const me = userRecordSchema.parse(await (await reader.get('/api/me')).json());
    expect(me.displayName).toBe('Kept');
  });

  it('answers 401 when signed out and 403 cross-site', async () => {
    expect((await patchMe(new TestClient(account.t), { name: 'X' })).status).toBe(401);
    const reader = await signedInClient(account.t, 'cross@example.com');
    expect((await patchMe(reader, { name: 'X' }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });
});
