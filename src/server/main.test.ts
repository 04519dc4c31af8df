import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import {
  startServerProcess as startServer,
  waitForHealth,
  type ServerProcess as Started,
} from './test/server-process';
import { createTestDatabase, testDialects, type TestDb } from './test/test-database';

const running: Started[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.stop();
});

describe('starting Canyon', () => {
  it('serves on SQLite in DATA_DIR by default', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-main-'));
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    running.push(server);
    expect(await waitForHealth(port, server)).toEqual({ status: 'ok', db: 'sqlite' });
    expect(server.output()).toContain(`Canyon is listening on http://localhost:${port}`);
  });

  it.runIf(testDialects.includes('postgres'))(
    'serves on PostgreSQL when DATABASE_URL is set',
    async () => {
      const db: TestDb = await createTestDatabase('postgres');
      try {
        const url = (
          await db.kysely
            .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
            .executeTakeFirstOrThrow()
        ).name;
        const port = await freePort();
        const server = startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${url}`,
        });
        running.push(server);
        expect(await waitForHealth(port, server)).toEqual({ status: 'ok', db: 'postgres' });
        server.stop();
        await server.exitCode;
      } finally {
        await db.drop();
      }
    },
  );

  it.runIf(testDialects.includes('postgres'))(
    'starts two processes on one fresh PostgreSQL database at once',
    async () => {
      const db: TestDb = await createTestDatabase('postgres');
      try {
        const name = (
          await db.kysely
            .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
            .executeTakeFirstOrThrow()
        ).name;
        // Drop what the helper migrated so both processes race to create the schema.
        await sql`drop schema public cascade`.execute(db.kysely);
        await sql`create schema public`.execute(db.kysely);
        const ports = [await freePort(), await freePort()];
        const servers = ports.map((port) =>
          startServer({
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
          }),
        );
        running.push(...servers);
        for (const [i, port] of ports.entries()) {
          expect(await waitForHealth(port, servers[i] as Started)).toEqual({
            status: 'ok',
            db: 'postgres',
          });
        }
        const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(
          expect.arrayContaining([
            'articles',
            'article_tags',
            'extracted_content',
            'user',
            'session',
            'account',
            'verification',
            'api_tokens',
          ]),
        );
        // Both processes sign sessions with the one secret the first of them generated.
        const secrets = await db.kysely.selectFrom('app_secrets').select('name').execute();
        expect(secrets).toEqual([{ name: 'auth' }]);
        for (const server of servers) server.stop();
        await Promise.all(servers.map((server) => server.exitCode));
      } finally {
        await db.drop();
      }
    },
  );

  it('stops with one clear message listing every bad setting', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain('Canyon cannot start: invalid configuration');
    expect(server.output()).toContain('PORT="eighty": must be a whole number from 1 to 65535');
    expect(server.output()).toContain('LOG_LEVEL="chatty"');
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${await freePort()}/canyon`,
    });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toMatch(
      /Canyon cannot start: cannot open the database \(PostgreSQL at 127\.0\.0\.1:\d+\/canyon\): .*ECONNREFUSED/,
    );
    expect(server.output()).not.toContain('secret');
  });

  it('stops with a clear message when the port is taken', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const server = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'canyon-main-')),
      });
      expect(await server.exitCode).toBe(1);
      expect(server.output()).toContain(
        `Canyon cannot start: port ${port} is already in use (set PORT to another port)`,
      );
    } finally {
      blocker.close();
    }
  });
});
