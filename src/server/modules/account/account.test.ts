import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preferences';
import { userRecordSchema } from '@/shared/auth/user-record';
import type { AuthUser } from '../../auth/auth-user';
import type { Logger } from '../../logger';
import { TestClient, signedInClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { getUserRecord } from './account.service';

const CONTRACT_KEYS = [
  'id',
  'email',
  'displayName',
  'photoURL',
  'plan',
  'authProvider',
  'emailVerified',
  'createdAt',
  'updatedAt',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionStatus',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'subscription',
  'preferences',
];

async function meOf(client: TestClient) {
  const res = await client.get('/api/me');
  expect(res.status).toBe(200);
  return userRecordSchema.parse(await res.json());
}

describeEachDialect('GET /api/me on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers 401 in the error shape when signed out', async () => {
    const res = await new TestClient(t).get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: 'Sign in to continue.', code: 'UNAUTHENTICATED' },
    });
  });

  it('answers a stale cookie like no cookie', async () => {
    const res = await new TestClient(t).get('/api/me', {
      cookie: 'canyon.session_token=forged.value',
    });
    expect(res.status).toBe(401);
  });

  it('returns the user record created at sign-up, with its subscription view', async () => {
    const reader = await signedInClient(t, 'me@example.com');
    const res = await reader.get('/api/me');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(CONTRACT_KEYS);
    const me = userRecordSchema.parse(body);
    expect(me).toMatchObject({
      email: 'me@example.com',
      displayName: null,
      photoURL: null,
      plan: 'pro',
      authProvider: 'email',
      emailVerified: true,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscription: {
        status: 'active',
        plan: 'pro',
        isPro: true,
        isActive: true,
        statusLabel: 'Active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    expect(new Date(me.createdAt).toISOString()).toBe(me.createdAt);
    expect(Date.now() - Date.parse(me.createdAt)).toBeLessThan(60_000);
  });

  it('derives the subscription view from the stored subscription fields', async () => {
    const reader = await signedInClient(t, 'billing@example.com');
    const { id } = await meOf(reader);
    const periodEnd = Date.UTC(2030, 0, 31);
    await t.db.kysely
      .updateTable('user')
      .set({
        plan: 'pro',
        subscriptionStatus: 'past_due',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: 1,
        stripeCustomerId: 'cus_1',
      })
      .where('id', '=', id)
      .execute();
    const me = await meOf(reader);
    expect(me).toMatchObject({
      subscriptionStatus: 'past_due',
      currentPeriodEnd: '2030-01-31T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      stripeCustomerId: 'cus_1',
      subscription: {
        status: 'past_due',
        plan: 'pro',
        isPro: false,
        isActive: false,
        statusLabel: 'Past Due',
        currentPeriodEnd: '2030-01-31T00:00:00.000Z',
        cancelAtPeriodEnd: true,
      },
    });
  });

  it('lets the reader change their display name but never their plan (SECURITY.md §21)', async () => {
    const reader = await signedInClient(t, 'renamed@example.com');
    expect((await reader.post('/api/auth/update-user', { name: 'Grace' })).status).toBe(200);
    const refused = await reader.post('/api/auth/update-user', {
      plan: 'pro',
      subscriptionStatus: 'active',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { message: expect.any(String), code: 'FIELD_NOT_ALLOWED' },
    });
    expect(await meOf(reader)).toMatchObject({
      displayName: 'Grace',
      plan: 'pro',
      subscriptionStatus: null,
    });
  });
});

describe('new accounts with DEFAULT_PLAN=free', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { DEFAULT_PLAN: 'free' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('start free and active', async () => {
    const me = await meOf(await signedInClient(t, 'free@example.com'));
    expect(me.plan).toBe('free');
    expect(me.subscription).toMatchObject({
      plan: 'free',
      isPro: false,
      isActive: true,
      statusLabel: 'Active',
    });
  });
});

describe('the user record when the database read fails', () => {
  const identity: AuthUser = {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    image: 'https://example.com/ada.png',
    emailVerified: true,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-02T00:00:00Z'),
    via: 'session',
  };

  it('is built from identity data with plan free, and the failure is only logged (PRODUCT-SPEC.md §4)', async () => {
    const logged: unknown[] = [];
    const logger = {
      error: (...args: unknown[]) => logged.push(args),
      warn: () => undefined,
    } as unknown as Logger;
    const failingRead = () => Promise.reject(new Error('database is down'));
    const record = await getUserRecord({ db: {} as never, logger }, identity, failingRead);
    expect(record).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      photoURL: 'https://example.com/ada.png',
      plan: 'free',
      authProvider: 'email',
      emailVerified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscription: {
        status: 'active',
        plan: 'free',
        isPro: false,
        isActive: true,
        statusLabel: 'Active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
      preferences: DEFAULT_READER_PREFERENCES,
    });
    expect(logged).toHaveLength(1);
  });
});
