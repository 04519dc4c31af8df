import type { TestClient } from '../../../test/auth-client';

/** Uploads a file the way the Import screen does: multipart, field `file`. */
export function uploadImport(
  client: TestClient,
  content: string | Uint8Array,
  fileName = 'export.csv',
): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([content]), fileName);
  return client.request('/api/imports', { method: 'POST', body: form });
}

/** A Pocket CSV export (the current header, tags joined with "|"). */
export function pocketCsv(
  rows: Array<{ url: string; title?: string; time?: number; tags?: string[]; archived?: boolean }>,
): string {
  const lines = rows.map((row) =>
    [
      JSON.stringify(row.title ?? ''),
      row.url,
      String(row.time ?? 1_700_000_000),
      '',
      (row.tags ?? []).join('|'),
      row.archived ? 'archive' : 'unread',
    ].join(','),
  );
  return ['title,url,time_added,cursor,tags,status', ...lines].join('\n') + '\n';
}
