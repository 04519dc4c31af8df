import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@/shared/auth/user-record';
import { serveApp } from '../../http/serve-app';
import { createLogger } from '../../logger';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { MAX_STREAMS_PER_READER, TOO_MANY_STREAMS_MESSAGE } from './me-events';
import { EventReader } from './testing/event-reader';
import {
  inProcessUserChanges,
  postgresUserChanges,
  type PostgresUserChanges,
} from './user-changes';

describe('GET /api/me/events in one process (SQLite)', () => {
  let t: TestApp;
  const changes = inProcessUserChanges();
  beforeAll(async () => {
    t = await createTestApp('sqlite', { userChanges: changes });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t).get('/api/me/events')).status).toBe(401);
  });

  it('sends the record at once, then again after each change, uncompressed and uncached', async () => {
    const reader = await signedInClient(t, 'live@example.com');
    const res = await reader.get('/api/me/events', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = new EventReader(res);
    const first = await events.next<UserRecord>('user');
    expect(first).toMatchObject({ email: 'live@example.com', displayName: null });

    const patched = await reader.patch('/api/me', { name: '  Ada Lovelace ' });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ displayName: 'Ada Lovelace' });
    expect(await events.next<UserRecord>('user')).toMatchObject({ displayName: 'Ada Lovelace' });

    // A change written elsewhere (billing) and announced.
    await t.db.kysely
      .updateTable('user')
      .set({ plan: 'free' })
      .where('id', '=', first.id)
      .execute();
    await changes.publish(first.id);
    expect(await events.next<UserRecord>('user')).toMatchObject({
      displayName: 'Ada Lovelace',
      plan: 'free',
    });
    await events.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_READER} streams per reader and frees a slot when one closes`, async () => {
    const reader = await signedInClient(t, 'tabs@example.com');
    const open: EventReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_READER; i += 1) {
      const res = await reader.get('/api/me/events');
      expect(res.status).toBe(200);
      const events = new EventReader(res);
      await events.next('user');
      open.push(events);
    }
    const refused = await reader.get('/api/me/events');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toEqual({
      error: { message: TOO_MANY_STREAMS_MESSAGE, code: 'RATE_LIMITED' },
    });
    // Another reader is not affected.
    const other = await signedInClient(t, 'other-tabs@example.com');
    const theirs = await other.get('/api/me/events');
    expect(theirs.status).toBe(200);
    await theirs.body?.cancel();

    await open.pop()?.close();
    const again = await reader.get('/api/me/events');
    expect(again.status).toBe(200);
    await again.body?.cancel();
    await Promise.all(open.map((events) => events.close()));
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const events = doc.paths['/api/me/events']?.get;
    expect(events?.responses).toHaveProperty('200');
    expect(events?.responses).toHaveProperty('429');
    expect(doc.paths['/api/me']).toHaveProperty('patch');
    expect(doc.paths['/api/me']).toHaveProperty('delete');
  });
});

describe.skipIf(!testDialects.includes('postgres'))(
  'GET /api/me/events across two app processes on one PostgreSQL',
  () => {
    let db: TestDb;
    let first: TestApp;
    let second: TestApp;
    let firstChanges: PostgresUserChanges;
    let secondChanges: PostgresUserChanges;
    let server: Server;
    let origin: string;

    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      const logger = createLogger({ logLevel: 'silent' });
      firstChanges = postgresUserChanges(db.url!, db, logger);
      secondChanges = postgresUserChanges(db.url!, db, logger);
      first = await createTestApp('postgres', { db, userChanges: firstChanges });
      second = await createTestApp('postgres', { db, userChanges: secondChanges });
      await Promise.all([firstChanges.listening(), secondChanges.listening()]);
      server = serveApp({ fetch: second.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await secondChanges.close();
      await firstChanges.close();
      await new Promise((resolve) => server.close(resolve));
      await db.drop();
    });

    it('a change made through one app reaches a stream served by the other, over HTTP', async () => {
      const reader = await signedInClient(first, 'two-processes@example.com');
      const res = await fetch(`${origin}/api/me/events`, {
        headers: { cookie: reader.jar.header() },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = new EventReader(res);
      const initial = await events.next<UserRecord>('user');
      expect(initial).toMatchObject({ email: 'two-processes@example.com', displayName: null });

      expect((await reader.patch('/api/me', { name: 'Ada' })).status).toBe(200);
      expect(await events.next<UserRecord>('user')).toMatchObject({ displayName: 'Ada' });

      // A plan change written elsewhere (billing) and announced through the first process.
      await db.kysely
        .updateTable('user')
        .set({ plan: 'free', subscriptionStatus: 'canceled' })
        .where('id', '=', initial.id)
        .execute();
      await firstChanges.publish(initial.id);
      expect(await events.next<UserRecord>('user')).toMatchObject({
        plan: 'free',
        subscriptionStatus: 'canceled',
      });

      // Closing the process's changes ends its streams, so the server can stop.
      await secondChanges.close();
      expect(await events.ended()).toBe(true);
    });
  },
);
