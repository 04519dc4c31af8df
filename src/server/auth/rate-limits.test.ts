import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, randomIp, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';
import { createRateLimiter } from './rate-limiter';

const SIGN_IN = '/api/auth/sign-in/email';
const TOO_MANY = {
  message: 'Too many requests. Please try again later.',
  code: 'TOO_MANY_REQUESTS',
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

  it('limit sign-in attempts per account, from any number of addresses, known or not', async () => {
    await signedInClient(t, 'counted@example.com', 'reading42');
    for (const email of ['counted@example.com', 'ghost@example.com']) {
      const results = await statuses(11, () =>
        new TestClient(t).post(SIGN_IN, { email, password: 'wrong42' }),
      );
      expect(results).toEqual([...Array(10).fill(401), 429]);
    }
    // Case and spacing do not make a new account.
    const res = await new TestClient(t).post(SIGN_IN, {
      email: ' Counted@Example.COM ',
      password: 'reading42',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOO_MANY);
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
