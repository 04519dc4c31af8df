import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_PREFERENCES,
  readerPreferencesSchema,
} from '@/shared/account/reader-preferences';
import { userRecordSchema } from '@/shared/auth/user-record';
import { signedInClient, TestClient } from '../../test/auth-client';
import { describeEachDialect } from '../../test/test-database';
import { readStoredPreferences } from './reader-preferences';
import { setUpAccountTestApp } from './testing/account-test-app';

function patchPreferences(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  return client.request('/api/me/preferences', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('readStoredPreferences', () => {
  it('gives the defaults before any change and for unreadable JSON', () => {
    expect(readStoredPreferences(null)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(readStoredPreferences('not json')).toEqual(DEFAULT_READER_PREFERENCES);
    expect(readStoredPreferences('[1,2]')).toEqual(DEFAULT_READER_PREFERENCES);
  });

  it('falls back field by field, keeping the values it knows', () => {
    expect(
      readStoredPreferences(
        JSON.stringify({ readerFont: 'sans', readerTextSize: 'gigantic', somethingOld: 1 }),
      ),
    ).toEqual({ ...DEFAULT_READER_PREFERENCES, readerFont: 'sans' });
  });
});

describeEachDialect('PATCH /api/me/preferences on %s', (dialect) => {
  const account = setUpAccountTestApp(dialect);

  it('starts from the defaults on the user record', async () => {
    const reader = await signedInClient(account.t, 'fresh@example.com');
    const record = userRecordSchema.parse(await (await reader.get('/api/me')).json());
    expect(record.preferences).toEqual(DEFAULT_READER_PREFERENCES);
  });

  it('changes part of the set, keeps the rest, answers the whole set and tells open pages', async () => {
    const { client: reader, id } = await account.reader('reader@example.com');
    const stopListening = account.listen(id);
    const first = await patchPreferences(reader, { readerFont: 'sans', readerTextSize: 'large' });
    const heard = stopListening();
    expect(first.status).toBe(200);
    expect(readerPreferencesSchema.parse(await first.json())).toEqual({
      ...DEFAULT_READER_PREFERENCES,
      readerFont: 'sans',
      readerTextSize: 'large',
    });
    expect(heard).toEqual([id]);
    const second = await patchPreferences(reader, { libraryDensity: 'compact' });
    const expected = {
      ...DEFAULT_READER_PREFERENCES,
      readerFont: 'sans',
      readerTextSize: 'large',
      libraryDensity: 'compact',
    };
    expect(await second.json()).toEqual(expected);
    const record = userRecordSchema.parse(await (await reader.get('/api/me')).json());
    expect(record.preferences).toEqual(expected);
  });

  it('refuses unknown fields, unknown values and an empty change, changing nothing', async () => {
    const reader = await signedInClient(account.t, 'strict@example.com');
    await patchPreferences(reader, { readerLineWidth: 'wide' });
    for (const body of [
      { readerFont: 'comic' },
      { readerLineWidth: 'narrow', theme: 'dark' },
      {},
      { readerTextSize: 3 },
      [],
    ]) {
      const res = await patchPreferences(reader, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await patchPreferences(reader, '{"readerFont":')).status).toBe(400);
    const record = userRecordSchema.parse(await (await reader.get('/api/me')).json());
    expect(record.preferences).toEqual({ ...DEFAULT_READER_PREFERENCES, readerLineWidth: 'wide' });
  });

  it('takes an API token, and refuses a body over the limit and a visitor', async () => {
    const reader = await signedInClient(account.t, 'scripted@example.com');
    const { token } = (await (await reader.post('/api/tokens', { name: 'Script' })).json()) as {
      token: string;
    };
    const res = await patchPreferences(
      new TestClient(account.t),
      { readerLineSpacing: 'relaxed' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ readerLineSpacing: 'relaxed' });
    const huge = await patchPreferences(reader, { readerFont: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect((await patchPreferences(new TestClient(account.t), { readerFont: 'sans' })).status).toBe(
      401,
    );
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await account.t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/me/preferences']?.patch).toBeDefined();
  });
});
