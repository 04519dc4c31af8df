import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, randomIp, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';
import { accountLimitKey } from './account-limits';
import { accountRateLimits } from './rate-limit-rules';
import { createRateLimiter } from './rate-limiter';

const SIGN_IN = '/api/auth/sign-in/email';
/** Sign-in throttling in the spec's words (PRODUCT-SPEC.md §8), in Canyon's error shape. */
const TOO_MANY = {
  error: {
    message: 'Too many failed attempts. Please try again later.',
    code: 'TOO_MANY_REQUESTS',
  },
};

async function statuses(count: number, attempt: (i: number) => Promise<Response>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await attempt(i)).status);
  return result;
}

describeEachDialect('rate limits on %s (SECURITY.md §25)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signedInClient(t, 'reader@example.com', 'reading42');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('limit sign-in attempts per address, and a changing X-Forwarded-For does not reset them', async () => {
    const client = new TestClient(t);
    const results = await statuses(11, (i) =>
      client.post(
        SIGN_IN,
        { email: `guess-${i}@example.com`, password: 'wrong42' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      ),
    );
    expect(results).toEqual([...Array(10).fill(401), 429]);
    const blocked = await client.post(SIGN_IN, {
      email: 'reader@example.com',
      password: 'reading42',
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is unaffected.
    const other = await new TestClient(t).post(SIGN_IN, {
      email: 'reader@example.com',
      password: 'reading42',
    });
    expect(other.status).toBe(200);
  });

  it('limit one address’s sign-in attempts at an unknown account like a known one', async () => {
    const attacker = new TestClient(t);
    const results = await statuses(11, () =>
      attacker.post(SIGN_IN, { email: 'ghost@example.com', password: 'wrong42' }),
    );
    expect(results).toEqual([...Array(10).fill(401), 429]);
  });

  it('limit one address’s sign-in attempts at an account, and leave the owner’s address alone', async () => {
    await signedInClient(t, 'counted@example.com', 'reading42');
    const attacker = new TestClient(t);
    const results = await statuses(10, () =>
      attacker.post(SIGN_IN, { email: 'counted@example.com', password: 'wrong42' }),
    );
    expect(results).toEqual(Array(10).fill(401));
    // Case and spacing do not make a new account; the right password does not help either.
    const res = await attacker.post(SIGN_IN, {
      email: ' Counted@Example.COM ',
      password: 'reading42',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOO_MANY);
    // The account's limit (15 minutes), not the address's own per-minute one.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);

    // The owner, at their own address, signs in as usual.
    const owner = await new TestClient(t).post(SIGN_IN, {
      email: 'counted@example.com',
      password: 'reading42',
    });
    expect(owner.status).toBe(200);
  });

  it('cap sign-in attempts at an account over all addresses, more loosely', async () => {
    await signedInClient(t, 'besieged@example.com', 'reading42');
    const [perAddress, overall] = accountRateLimits[SIGN_IN] ?? [];
    expect(perAddress).toMatchObject({ scope: 'account-and-address', max: 10 });
    expect(overall).toMatchObject({ scope: 'account', max: 100 });
    // Tries from many addresses, each within its own limit, use up the account's.
    const key = accountLimitKey(SIGN_IN, 'besieged@example.com', undefined, 'account');
    for (let i = 0; i < overall!.max; i++) await t.auth.rateLimiter.consume(key, overall!);
    const res = await new TestClient(t).post(SIGN_IN, {
      email: 'besieged@example.com',
      password: 'reading42',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOO_MANY);
  });

  it('do not count an address’s refused tries against the account', async () => {
    await signedInClient(t, 'spared@example.com', 'reading42');
    const attacker = new TestClient(t);
    await statuses(10, () =>
      attacker.post(SIGN_IN, { email: 'spared@example.com', password: 'wrong42' }),
    );
    // Better Auth's own per-address limit is per minute; this stays under it.
    const key = accountLimitKey(SIGN_IN, 'spared@example.com', undefined, 'account');
    const rows = await t.db.kysely
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', '=', key)
      .execute();
    expect(rows.map((r) => Number(r.count))).toEqual([10]);
    expect(
      (await attacker.post(SIGN_IN, { email: 'spared@example.com', password: 'x1' })).status,
    ).toBe(429);
    const after = await t.db.kysely
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(Number(after?.count)).toBe(10);
  });

  it('limit sign-ups and password-reset mail per account', async () => {
    const signUps = await statuses(6, () =>
      new TestClient(t).post('/api/auth/sign-up/email', {
        email: 'flood@example.com',
        password: 'reading42',
      }),
    );
    expect(signUps).toEqual([200, 200, 200, 200, 200, 429]);
    const resets = await statuses(6, () =>
      new TestClient(t).post('/api/auth/request-password-reset', { email: 'reader@example.com' }),
    );
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limit sign-ups per address', async () => {
    const client = new TestClient(t);
    const results = await statuses(6, (i) =>
      client.post('/api/auth/sign-up/email', {
        email: `bulk-${i}@example.com`,
        password: 'reading42',
      }),
    );
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keep their counters in the database, shared by every process on it', async () => {
    const second = await createTestApp(dialect, { db: t.db });
    const ip = randomIp();
    const onFirst = new TestClient(t, ip);
    const onSecond = new TestClient(second, ip);
    const results = await statuses(11, (i) =>
      (i % 2 ? onSecond : onFirst).post(SIGN_IN, {
        email: `shared-${i}@example.com`,
        password: 'wrong42',
      }),
    );
    expect(results).toEqual([...Array(10).fill(401), 429]);
    const rows = await t.db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((r) => r.key)).toContain(`${ip}|/sign-in/email`);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('count the address the proxy saw, not what the client wrote in front of it', async () => {
    // Every request arrives from the proxy's own address.
    const viaProxy = new TestClient(t, '10.0.0.2');
    const spoofed = await statuses(11, (i) =>
      viaProxy.post(
        SIGN_IN,
        { email: `p-${i}@example.com`, password: 'wrong42' },
        { 'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.50` },
      ),
    );
    expect(spoofed).toEqual([...Array(10).fill(401), 429]);
    const distinctClients = await statuses(11, (i) =>
      viaProxy.post(
        SIGN_IN,
        { email: `q-${i}@example.com`, password: 'wrong42' },
        { 'x-forwarded-for': `203.0.113.${100 + i}` },
      ),
    );
    expect(distinctClients).toEqual(Array(11).fill(401));
  });
});

describeEachDialect('the database rate limiter on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('opens a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(t.db, () => now);
    const rule = { window: 60, max: 2 };
    const take = () => limiter.consume('window-test', rule);
    expect((await take()).allowed).toBe(true);
    expect((await take()).allowed).toBe(true);
    now += 30_000;
    expect(await take()).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect((await take()).allowed).toBe(true);
  });

  it('admits exactly `max` of many concurrent requests', async () => {
    const limiter = createRateLimiter(t.db);
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => limiter.consume('burst', { window: 60, max: 7 })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
  });
});
