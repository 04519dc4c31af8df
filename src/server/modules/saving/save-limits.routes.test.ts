import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { createExtractionPool, type ExtractionPool } from '../extraction/extraction-pool';
import { QUEUE_FULL_MESSAGE } from '../extraction/fair-queue';
import {
  SAVES_PER_MINUTE,
  TOO_MANY_AT_ONCE_MESSAGE,
  TOO_MANY_PER_MINUTE_MESSAGE,
} from './save-limiter';
import { startLoadSite, type LoadSite } from './testing/load-site';

const misbehavingWorker = fileURLToPath(
  new URL('../extraction/test-fixtures/misbehaving-worker.ts', import.meta.url),
);

let site: LoadSite;
beforeAll(async () => {
  site = await startLoadSite();
});
afterAll(async () => {
  await site.close();
});

let serial = 0;
/** A URL nobody has saved yet, so every save fetches and extracts. */
const fresh = (kind: 'article' | 'hostile' | 'held', tail = '') =>
  `${site.origin}/${kind}/${(serial += 1)}${tail}`;

async function appWith(
  dialect: Parameters<typeof createTestApp>[0],
  pool?: ExtractionPool,
): Promise<TestApp> {
  return createTestApp(dialect, {
    env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host },
    ...(pool ? { extractor: pool } : {}),
  });
}

describeEachDialect('Save limits per reader on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers 429 with Retry-After past two saves in progress, for that reader only', async () => {
    const alice = await signedInClient(t, 'busy@example.com');
    const bob = await signedInClient(t, 'calm@example.com');
    const before = site.requested('/held/');
    const held = [alice.post('/api/save', { url: fresh('held') })];
    held.push(alice.post('/api/save', { url: fresh('held') }));
    await vi.waitFor(() => expect(site.requested('/held/')).toBe(before + 2));

    const third = await alice.post('/api/save', { url: fresh('article') });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.json()).toEqual({
      error: { message: TOO_MANY_AT_ONCE_MESSAGE, code: 'RATE_LIMITED' },
    });
    expect((await bob.post('/api/save', { url: fresh('article') })).status).toBe(201);

    site.releaseHeld();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([201, 201]);
    expect((await alice.post('/api/save', { url: fresh('article') })).status).toBe(201);
  });

  it(`answers 429 with Retry-After past ${SAVES_PER_MINUTE} saves a minute`, async () => {
    const carol = await signedInClient(t, 'eager@example.com');
    const url = fresh('article');
    expect((await carol.post('/api/save', { url })).status).toBe(201);
    // Saving the same page again answers from the library, and still counts.
    for (let i = 1; i < SAVES_PER_MINUTE; i++) {
      expect((await carol.post('/api/save', { url })).status).toBe(200);
    }
    const over = await carol.post('/api/save', { url });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await over.json()).toEqual({
      error: { message: TOO_MANY_PER_MINUTE_MESSAGE, code: 'RATE_LIMITED' },
    });
  });
});

describeEachDialect('Saves under a hostile flood on %s', (dialect) => {
  // One worker, as on a small machine: readers can only take turns at it.
  const pool = createExtractionPool({ threads: 1 });
  let t: TestApp;
  let flooder: TestClient;
  let honest: TestClient;
  beforeAll(async () => {
    t = await appWith(dialect, pool);
    flooder = await signedInClient(t, 'flood@example.com');
    honest = await signedInClient(t, 'honest@example.com');
  });
  afterAll(async () => {
    await pool.close();
    await t.db.drop();
  });

  it('takes another reader’s save next in turn, ahead of the flooder’s queue', async () => {
    const finished: string[] = [];
    const save = (who: string, client: TestClient, url: string) =>
      client.post('/api/save', { url }).then((res) => {
        finished.push(`${who} ${res.status}`);
        return res;
      });
    const flood = [
      save('hostile', flooder, fresh('hostile')),
      save('hostile', flooder, fresh('hostile')),
    ];
    // Both hostile pages fetched: one extracting, one waiting for the worker.
    await vi.waitFor(() => expect(pool.waitingCount).toBe(1), { timeout: 20_000 });
    // More from the flooder are refused at once rather than queued.
    expect((await flooder.post('/api/save', { url: fresh('hostile') })).status).toBe(429);

    const mine = await save('honest', honest, fresh('article'));
    expect(mine.status).toBe(201);
    await Promise.all(flood);
    // The shaped hostile pages extract (as next to nothing); the flooder's second one waited
    // for the honest save. (The first, already extracting, may finish on either side of it.)
    expect([...finished].sort()).toEqual(['honest 201', 'hostile 201', 'hostile 201']);
    expect(finished.at(-1)).toBe('hostile 201');
  });
});

describeEachDialect('A full extraction queue on %s', (dialect) => {
  const pool = createExtractionPool({
    threads: 1,
    workerFile: misbehavingWorker,
    taskTimeoutMs: 3_000,
    maxWaiting: 1,
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(dialect, pool);
  });
  afterAll(async () => {
    await pool.close();
    await t.db.drop();
  });

  it('answers 503 with Retry-After instead of growing', async () => {
    const [a, b, c] = await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((email) => signedInClient(t, email)),
    );
    // Pages that hang: one holds the only worker until its budget runs out, the other waits.
    const running = a!.post('/api/save', { url: fresh('article', '/hang') });
    const waiting = b!.post('/api/save', { url: fresh('article', '/hang') });
    await vi.waitFor(() => expect(pool.waitingCount).toBe(1), { timeout: 20_000 });

    const refused = await c!.post('/api/save', { url: fresh('article') });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(await refused.json()).toEqual({
      error: { message: QUEUE_FULL_MESSAGE, code: 'UNAVAILABLE' },
    });

    // Each stopped at the page budget, with the spec's message.
    for (const res of await Promise.all([running, waiting])) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: {
          message: 'Could not extract content from this page. Please try again.',
          code: 'PARSE_ERROR',
        },
      });
    }
  });
});
