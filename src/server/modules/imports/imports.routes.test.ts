import { beforeAll, expect, it } from 'vitest';
import type { ImportDetail, ImportSummary } from '@/shared/imports/import-schemas';
import { signedInClient, TestClient } from '../../test/auth-client';
import type { TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import type { ImportSite } from './testing/import-site';
import { setUpImportTestApp } from './testing/import-test-app';
import { pocketCsv, uploadImport } from './testing/upload';
import { until } from '../../test/until';

// POST/GET /api/imports (issue #16) on both databases, with real job workers and a loopback
// site: items reach the library at once with the file's data, content arrives in the
// background, the report says what happened to each entry, and another reader sees nothing.

describeEachDialect('imports on %s', (dialect) => {
  let t: TestApp;
  let reader: TestClient;
  let site: ImportSite;

  const app = setUpImportTestApp(dialect);
  beforeAll(async () => {
    ({ t, site } = app);
    reader = await signedInClient(t, 'importer@example.com');
  });

  const detail = async (client: TestClient, id: string, query = '') =>
    (await (await client.get(`/api/imports/${id}${query}`)).json()) as ImportDetail;
  const finished = (client: TestClient, id: string) =>
    until(async () => ['done', 'failed'].includes((await detail(client, id)).status));

  it('holds an item’s content write while a reader saves by hand, then writes it', async () => {
    const client = await signedInClient(t, 'saves-by-hand@example.com');
    let finishSave!: () => void;
    const save = t.handSaves.during(() => new Promise<void>((resolve) => (finishSave = resolve)));
    const res = await uploadImport(
      client,
      pocketCsv([{ url: `${site.origin}/a/behind-a-save`, title: 'Behind a save' }]),
    );
    const { id } = (await res.json()) as { id: string };
    // The page is fetched and extracted; its write waits for the save.
    await until(() => (site.hits.get('/a/behind-a-save') ?? 0) > 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await detail(client, id)).counts.fetched).toBe(0);
    finishSave();
    await save;
    await finished(client, id);
    expect((await detail(client, id)).counts.fetched).toBe(1);
  });

  it('imports a Pocket export: the library at once, content after, a report of every row', async () => {
    // A link the reader already has.
    expect((await reader.post('/api/save', { url: `${site.origin}/a/kept` })).status).toBe(201);
    const csv = pocketCsv([
      {
        url: `${site.origin}/a/one`,
        title: 'First & best',
        time: 1_600_000_000,
        tags: ['News', 'long reads'],
      },
      {
        url: `${site.origin}/a/two`,
        title: 'Second',
        time: 1_600_000_100,
        archived: true,
        tags: ['a', 'b'],
      },
      { url: 'notaurl', title: 'Broken' },
      { url: `${site.origin}/a/one`, title: 'First again' },
      { url: `${site.origin}/a/kept`, title: 'Kept' },
      { url: `${site.origin}/file.pdf`, title: 'A PDF' },
    ]);
    const res = await uploadImport(reader, csv, 'part_000000.txt');
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await finished(reader, id);
    const done = await detail(reader, id);
    expect(done).toMatchObject({
      status: 'done',
      format: 'pocket-csv',
      formatName: 'Pocket (CSV)',
      fileName: 'part_000000.txt',
      error: null,
      counts: { total: 6, added: 3, duplicates: 2, invalid: 1, fetched: 2, failed: 1, pending: 0 },
    });
    expect(done.items.map((i) => [i.position, i.outcome, i.contentState, i.message])).toEqual([
      ['line 2', 'added', 'fetched', null],
      ['line 3', 'added', 'fetched', null],
      ['line 4', 'invalid', null, 'Please provide a valid URL'],
      ['line 5', 'duplicate', null, 'Appears earlier in the file'],
      ['line 6', 'duplicate', null, 'Already in your library'],
      ['line 7', 'added', 'failed', expect.stringMatching(/not|support/i)],
    ]);

    // In the library with the file's title, tags, saved date and archive state.
    const list = (await (await reader.get('/api/articles')).json()) as {
      items: Array<{
        url: string;
        title: string;
        tags: string[];
        createdAt: string;
        source: string;
        contentStatus: string | null;
      }>;
    };
    const one = list.items.find((a) => a.url === `${site.origin}/a/one`);
    expect(one).toMatchObject({
      title: 'First & best',
      tags: ['news', 'long reads'],
      createdAt: new Date(1_600_000_000_000).toISOString(),
      source: 'import',
      contentStatus: null,
    });
    const archived = (await (await reader.get('/api/articles?archived=true')).json()) as {
      items: Array<{ url: string; tags: string[] }>;
    };
    expect(archived.items).toEqual([
      expect.objectContaining({ url: `${site.origin}/a/two`, tags: ['a', 'b'] }),
    ]);
    const pdf = list.items.find((a) => a.url === `${site.origin}/file.pdf`);
    expect(pdf?.contentStatus).toBe('failed');
    // Each page was fetched once, the duplicate row not at all.
    expect(site.hits.get('/a/one')).toBe(1);
    expect(site.hits.get('/file.pdf')).toBe(1);

    // The report's filters and the failures file.
    const failed = await detail(reader, id, '?filter=failed');
    expect(failed.items.map((i) => i.position)).toEqual(['line 4', 'line 7']);
    const dupes = await detail(reader, id, '?filter=duplicates');
    expect(dupes.items.map((i) => i.position)).toEqual(['line 5', 'line 6']);
    const csvRes = await reader.get(`/api/imports/${id}/failures.csv`);
    expect(csvRes.status).toBe(200);
    expect(csvRes.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csvRes.text()).trim().split('\r\n');
    expect(lines[0]).toBe('position,url,title,reason');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['line 4', 'line 7']);

    // The reader's list of imports.
    const imports = (await (await reader.get('/api/imports')).json()) as { items: ImportSummary[] };
    expect(imports.items.map((i) => i.id)).toEqual([id]);
  });

  it('retries an item whose content failed, and only that', async () => {
    const list = (await (await reader.get('/api/articles')).json()) as {
      items: Array<{ id: string; url: string; contentStatus: string | null }>;
    };
    const pdf = list.items.find((a) => a.url.endsWith('/file.pdf'));
    const fine = list.items.find((a) => a.url.endsWith('/a/one'));
    const before = site.hits.get('/file.pdf') ?? 0;
    const retried = await reader.request(`/api/articles/${pdf?.id}/content/retry`, {
      method: 'POST',
    });
    expect(retried.status).toBe(204);
    await until(async () => (site.hits.get('/file.pdf') ?? 0) > before);
    await until(async () => {
      const article = (await (await reader.get(`/api/articles/${pdf?.id}`)).json()) as {
        contentStatus: string | null;
      };
      return article.contentStatus === 'failed';
    });
    // An article whose content is there has nothing to retry.
    const notFailed = await reader.request(`/api/articles/${fine?.id}/content/retry`, {
      method: 'POST',
    });
    expect(notFailed.status).toBe(404);
  });

  it('keeps readers apart: another reader’s import and articles answer 404', async () => {
    const mine = (await (await reader.get('/api/imports')).json()) as { items: ImportSummary[] };
    const id = mine.items[0]?.id ?? '';
    const other = await signedInClient(t, 'someone-else@example.com');
    expect((await other.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await other.get(`/api/imports/${id}/failures.csv`)).status).toBe(404);
    expect(
      ((await (await other.get('/api/imports')).json()) as { items: unknown[] }).items,
    ).toEqual([]);
    const list = (await (await reader.get('/api/articles')).json()) as {
      items: Array<{ id: string; url: string }>;
    };
    const pdf = list.items.find((a) => a.url.endsWith('/file.pdf'));
    expect(
      (await other.request(`/api/articles/${pdf?.id}/content/retry`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await new TestClient(t).get('/api/imports')).status).toBe(401);
  });

  it('refuses what it cannot read, clearly, and stores nothing', async () => {
    const client = await signedInClient(t, 'careful@example.com');
    const unknown = await uploadImport(client, 'just some notes\nnothing more\n', 'notes.csv');
    expect(unknown.status).toBe(415);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(
      /Canyon does not recognise this file/,
    );
    const noFile = await client.request('/api/imports', { method: 'POST', body: new FormData() });
    expect(noFile.status).toBe(400);
    const json = await client.post('/api/imports', { file: 'x' });
    expect(json.status).toBe(400);
    expect(
      ((await (await client.get('/api/imports')).json()) as { items: unknown[] }).items,
    ).toEqual([]);
  });

  it('runs one import per reader at a time', async () => {
    const client = await signedInClient(t, 'one-at-a-time@example.com');
    const rows = Array.from({ length: 30 }, (_, i) => ({ url: `${site.origin}/a/slow-${i}` }));
    const first = await uploadImport(client, pocketCsv(rows));
    expect(first.status).toBe(202);
    const second = await uploadImport(client, pocketCsv(rows));
    expect(second.status).toBe(409);
    const { id } = (await first.json()) as { id: string };
    await finished(client, id);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/imports',
        '/api/imports/{id}',
        '/api/imports/{id}/failures.csv',
      ]),
    );
  });
});
