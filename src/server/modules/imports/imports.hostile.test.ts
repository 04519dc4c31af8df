import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportDetail } from '@/shared/imports/import-schemas';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { buildZip, deflatedZeros } from './formats/testing/build-zip';
import { importsDir } from './import-deps';
import { startImportSite, type ImportSite } from './testing/import-site';
import { pocketCsv, uploadImport } from './testing/upload';
import { until } from '../../test/until';

// Hostile import files through the API (issue #16): each a clear answer, no crash, bounded
// memory and disk, and the server stays ready for the next request.

const MB = 1024 * 1024;

describeEachDialect('hostile imports on %s', (dialect) => {
  let t: TestApp;
  let site: ImportSite;

  beforeAll(async () => {
    site = await startImportSite();
    t = await createTestApp(dialect, {
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: site.host,
        IMPORT_HOST_REQUESTS_PER_MINUTE: '600',
        IMPORT_MAX_MB: '64',
      },
      runImports: true,
    });
  });
  afterAll(async () => {
    await t.db.drop();
    await site.close();
  });

  const reader = (name: string) => signedInClient(t, `${name}-${dialect}@example.com`);
  const finished = async (client: TestClient, id: string) => {
    let last: ImportDetail | undefined;
    await until(async () => {
      last = (await (await client.get(`/api/imports/${id}`)).json()) as ImportDetail;
      return last.status === 'done' || last.status === 'failed';
    });
    return last as ImportDetail;
  };

  it('stops an upload past IMPORT_MAX_MB while it streams, reading no more of it (a “2 GB” file)', async () => {
    const client = await reader('huge');
    let sent = 0;
    const chunk = new Uint8Array(MB).fill(0x61);
    const header =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(header));
      },
      pull(controller) {
        // Two gigabytes on offer; the server must stop asking long before.
        if (sent >= 2048 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const before = process.memoryUsage().rss;
    const res = await client.request('/api/imports', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The file is too large to import (at most 64 MB).',
    );
    expect(sent).toBeLessThan(200 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MB);
    // Nothing is left behind on disk.
    const left = readdirSync(importsDir(t.config.dataDir)).filter((f) => f.endsWith('.upload'));
    expect(left).toEqual([]);
    // And the server still answers.
    expect((await client.get('/api/imports')).status).toBe(200);
  });

  it('refuses a zip whose entries climb out of their folder', async () => {
    const client = await reader('traversal');
    const zip = buildZip([
      { name: '../../etc/passwd', data: 'root:x:0:0' },
      { name: 'part_000000.csv', data: pocketCsv([{ url: `${site.origin}/a/x` }]) },
    ]);
    const res = await uploadImport(client, zip, 'pocket.zip');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toBe('');
  });

  it('stops reading a zip bomb with a clear error and keeps what came before it', async () => {
    const client = await reader('bomb');
    const csv = pocketCsv([{ url: `${site.origin}/a/before-bomb`, title: 'Before' }]);
    const zip = buildZip([
      { name: 'part_000000.csv', data: csv },
      // 2 GB of zeros, a few kilobytes on the wire.
      { name: 'part_000001.csv', data: deflatedZeros(2048) },
    ]);
    const res = await uploadImport(client, zip, 'pocket.zip');
    // Recognised from its first part; the bomb is only met while reading.
    expect(res.status).toBe(202);
    const done = await finished(client, ((await res.json()) as { id: string }).id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/unpack|expand|large|bomb/i);
    expect(done.counts.added).toBe(1);
    // The server is fine afterwards.
    expect((await client.get('/api/imports')).status).toBe(200);
  });

  it('reports a row with a 40 MB field by its line and imports the rest', async () => {
    const client = await reader('bigfield');
    const csv =
      'title,url,time_added,cursor,tags,status\n' +
      `First,${site.origin}/a/field-1,1700000000,,,unread\n` +
      `"${'x'.repeat(40 * MB)}",${site.origin}/a/field-2,1700000000,,,unread\n` +
      `Third,${site.origin}/a/field-3,1700000000,,,unread\n`;
    const res = await uploadImport(client, csv);
    expect(res.status).toBe(202);
    const done = await finished(client, ((await res.json()) as { id: string }).id);
    expect(done.counts).toMatchObject({ total: 3, added: 2, invalid: 1 });
    expect(done.items.find((i) => i.outcome === 'invalid')?.position).toBe('line 3');
  });

  it('reads bookmarks nested 100,000 folders deep without falling over', async () => {
    const client = await reader('nested');
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<DL><p>\n' +
      `<DT><A HREF="${site.origin}/a/shallow" ADD_DATE="1700000000">Shallow</A>\n` +
      '<DT><H3>Deep</H3><DL><p>'.repeat(100_000) +
      `<DT><A HREF="${site.origin}/a/deep">Deep</A>` +
      '</DL><p>'.repeat(100_000) +
      '</DL><p>\n';
    const res = await uploadImport(client, html, 'bookmarks.html');
    expect(res.status).toBe(202);
    const done = await finished(client, ((await res.json()) as { id: string }).id);
    expect(done.status).toBe('done');
    expect(done.counts.added).toBeGreaterThanOrEqual(1);
    expect(done.items[0]).toMatchObject({ url: `${site.origin}/a/shallow`, outcome: 'added' });
  });

  it('takes the reader’s imports along when the account is deleted, and no one else’s', async () => {
    const leaving = await reader('leaving');
    const staying = await reader('staying');
    const start = async (client: TestClient, name: string) => {
      const res = await uploadImport(client, pocketCsv([{ url: `${site.origin}/a/${name}` }]));
      const { id } = (await res.json()) as { id: string };
      await finished(client, id);
      return id;
    };
    const mine = await start(leaving, `leaving-${dialect}`);
    const theirs = await start(staying, `staying-${dialect}`);
    const deleted = await leaving.request('/api/me', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'DELETE MY ACCOUNT' }),
    });
    expect(deleted.status).toBe(204);
    const rows = async (
      table: 'imports' | 'import_items',
      column: 'id' | 'import_id',
      id: string,
    ) =>
      (await t.db.kysely.selectFrom(table).select(column).where(column, '=', id).execute()).length;
    expect(await rows('imports', 'id', mine)).toBe(0);
    expect(await rows('import_items', 'import_id', mine)).toBe(0);
    expect(await rows('imports', 'id', theirs)).toBe(1);
    expect(await rows('import_items', 'import_id', theirs)).toBe(1);
  });
});
