import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportDetail } from '@/shared/imports/import-schemas';
import { freePort } from '../../test/free-port';
import {
  signUpThroughOutbox,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../test/server-process';
import {
  createTestDatabase,
  describeEachDialect,
  testDialects,
  type TestDb,
} from '../../test/test-database';
import { startImportSite, type ImportSite } from './testing/import-site';
import { pocketCsv } from './testing/upload';
import { until } from '../../test/until';

// Imports across real processes (issue #16): a server killed with SIGKILL mid-import resumes
// after a restart with nothing lost or doubled; two servers on one PostgreSQL share an import
// and fetch no page twice.

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running.splice(0)) server.stop();
});

type Server = { origin: string; process: ServerProcess };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const process = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    ...env,
  });
  running.push(process);
  await waitForHealth(port, process);
  return { origin, process };
}

async function upload(server: Server, cookie: string, csv: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([csv]), 'pocket.csv');
  const res = await fetch(`${server.origin}/api/imports`, {
    method: 'POST',
    headers: { cookie, origin: server.origin },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function detail(server: Server, cookie: string, id: string): Promise<ImportDetail> {
  const res = await fetch(`${server.origin}/api/imports/${id}?limit=1`, { headers: { cookie } });
  return (await res.json()) as ImportDetail;
}

/** No entry stored twice, no link in the library twice. */
async function assertNothingDoubled(db: TestDb, importId: string, rows: number) {
  const items = await db.kysely
    .selectFrom('import_items')
    .select(['ordinal'])
    .where('import_id', '=', importId)
    .execute();
  expect(items.length).toBe(rows);
  expect(new Set(items.map((i) => Number(i.ordinal))).size).toBe(rows);
  const articles = await db.kysely
    .selectFrom('articles')
    .select(['url_key'])
    .where('source', '=', 'import')
    .execute();
  expect(new Set(articles.map((a) => a.url_key)).size).toBe(articles.length);
}

describeEachDialect('an import across a killed process on %s', (dialect) => {
  let db: TestDb;
  let site: ImportSite;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    site = await startImportSite({ delayMs: 30 });
  });
  afterAll(async () => {
    await db.drop();
    await site.close();
  });

  it('resumes after SIGKILL with nothing lost or doubled', async () => {
    const dataDir = db.dataDir ?? mkdtempSync(path.join(tmpdir(), 'canyon-import-'));
    const env = {
      DATA_DIR: dataDir,
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      FETCH_ALLOW_PRIVATE_HOSTS: site.host,
      IMPORT_HOST_REQUESTS_PER_MINUTE: '600',
    };
    const first = await startServer(env);
    const cookie = await signUpThroughOutbox(first.origin, dataDir, `kill-${dialect}@example.com`);
    const rows = 3_000;
    const csv = pocketCsv(
      Array.from({ length: rows }, (_, i) => ({
        url: `${site.origin}/a/${i % 2_400}`,
        time: 1_600_000_000 + i,
      })),
    );
    const id = await upload(first, cookie, csv);
    // Killed while it works: reading the file, or fetching content once reading is done.
    await until(async () => {
      const now = await detail(first, cookie, id);
      return now.counts.total > 0 || now.status !== 'reading';
    }, 60_000);
    await first.process.kill();

    const second = await startServer(env);
    await until(async () => (await detail(second, cookie, id)).counts.total === rows, 120_000);
    await until(async () => (await detail(second, cookie, id)).counts.fetched >= 20, 120_000);
    const resumed = await detail(second, cookie, id);
    expect(resumed.counts).toMatchObject({
      total: rows,
      added: 2_400,
      duplicates: 600,
      invalid: 0,
    });
    await assertNothingDoubled(db, id, rows);
    // On PostgreSQL the killed process's hold lapses first (30 s, then pg-boss's next round).
  }, 150_000);
});

// Several processes share one database only on PostgreSQL.
describe.skipIf(!testDialects.includes('postgres'))(
  'an import shared by two processes on postgres',
  () => {
    let db: TestDb;
    let site: ImportSite;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      site = await startImportSite({ delayMs: 20 });
    });
    afterAll(async () => {
      await db.drop();
      await site.close();
    });

    it('fetches every page once between them', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-import-'));
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: db.url ?? '',
        FETCH_ALLOW_PRIVATE_HOSTS: site.host,
        IMPORT_HOST_REQUESTS_PER_MINUTE: '600',
      };
      const [one, two] = await Promise.all([startServer(env), startServer(env)]);
      if (!one || !two) throw new Error('servers did not start');
      const cookie = await signUpThroughOutbox(one.origin, dataDir, 'shared@example.com');
      const rows = 120;
      const id = await upload(
        one,
        cookie,
        pocketCsv(
          Array.from({ length: rows }, (_, i) => ({ url: `${site.origin}/a/shared-${i}` })),
        ),
      );
      await until(async () => (await detail(two, cookie, id)).status === 'done', 120_000);
      const done = await detail(two, cookie, id);
      expect(done.counts).toMatchObject({ total: rows, added: rows, fetched: rows, failed: 0 });
      const pages = [...site.hits.entries()].filter(([p]) => p.startsWith('/a/shared-'));
      expect(pages.length).toBe(rows);
      expect(pages.every(([, hits]) => hits === 1)).toBe(true);
      await assertNothingDoubled(db, id, rows);
      // Two servers start (a few seconds each), then share 120 pages at the site's share.
    }, 150_000);
  },
);
