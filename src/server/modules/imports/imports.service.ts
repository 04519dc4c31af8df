import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  IMPORT_FORMAT_NAMES,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportDetail,
  type ImportItemFilter,
  type ImportItemReport,
  type ImportSummary,
} from '@/shared/imports/import-schemas';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { ReaderSlots } from '../../http/reader-slots';
import { NOT_FOUND_MESSAGE } from '../articles/articles.service';
import { setArticleContent } from '../articles/articles.repo';
import { csvCell } from '../export/csv-export';
import { detectImportFormat } from './formats/detect-format';
import { ImportFileError } from './formats/import-entry';
import { IMPORT_FILE_QUEUE, IMPORT_ITEM_QUEUE, type ImportDeps } from './import-deps';
import { storeImportFile } from './import-file-store';
import type { ReceivedFile } from './import-upload';
import {
  countOutcomes,
  findImport,
  findItemOfArticle,
  findRunningImport,
  insertImport,
  listImports,
  listItems,
  setImportStatus,
  setItemContent,
  type ImportItemRow,
  type ImportRow,
} from './imports.repo';

/** Imports listed on the Import screen. */
export const LISTED_IMPORTS = 20;

/** One upload per reader at a time in this process (the database check covers the rest). */
const uploading = new ReaderSlots(1);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Takes an uploaded file: recognises its format from its contents (415 otherwise), keeps it in
 * the database and queues the job that reads it. One import per reader at a time (409).
 */
export async function startImport(
  deps: ImportDeps,
  userId: string,
  upload: ReceivedFile,
): Promise<{ id: string }> {
  const release = uploading.claim(userId);
  try {
    if (!release || (await findRunningImport(deps.db, userId))) {
      throw new AppError('CONFLICT', IMPORT_MESSAGES.running);
    }
    let format: string;
    try {
      format = await detectImportFormat(upload.path);
    } catch (error) {
      if (error instanceof ImportFileError)
        throw new AppError('UNSUPPORTED_CONTENT', error.message);
      throw error;
    }
    const id = randomUUID();
    const now = (deps.now ?? Date.now)();
    await inTransaction(deps.db, async (db) => {
      await insertImport(db, {
        id,
        user_id: userId,
        status: 'reading',
        format,
        file_name: upload.fileName,
        file_size: upload.size,
        error: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      });
      await storeImportFile(db, id, upload.path);
      await deps.jobs.sendMany(IMPORT_FILE_QUEUE, [{ data: { importId: id } }], { db });
    });
    deps.jobs.notify(IMPORT_FILE_QUEUE);
    return { id };
  } finally {
    release?.();
    await rm(upload.path, { force: true });
  }
}

export async function countsOf(db: Db, importId: string): Promise<ImportCounts> {
  const counts: ImportCounts = {
    total: 0,
    added: 0,
    duplicates: 0,
    invalid: 0,
    fetched: 0,
    failed: 0,
    pending: 0,
  };
  for (const { outcome, content_state, n } of await countOutcomes(db, importId)) {
    counts.total += n;
    if (outcome === 'duplicate') counts.duplicates += n;
    if (outcome === 'invalid') counts.invalid += n;
    if (outcome !== 'added') continue;
    counts.added += n;
    if (content_state === 'fetched') counts.fetched += n;
    if (content_state === 'failed') counts.failed += n;
    if (content_state === 'pending') counts.pending += n;
  }
  return counts;
}

async function summaryOf(db: Db, row: ImportRow): Promise<ImportSummary> {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    formatName: IMPORT_FORMAT_NAMES[row.format] ?? row.format,
    fileName: row.file_name,
    fileSize: row.file_size,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: iso(row.finished_at),
    counts: await countsOf(db, row.id),
  };
}

function itemOf(row: ImportItemRow): ImportItemReport {
  return {
    id: row.id,
    position: row.position,
    url: row.url,
    title: row.title,
    outcome: row.outcome,
    contentState: row.content_state,
    message: row.message,
    articleId: row.article_id,
  };
}

async function ownImport(db: Db, userId: string, id: string): Promise<ImportRow> {
  const row = await findImport(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  return row;
}

/** An import with its counts and a page of its report, in file order. */
export async function getImport(
  db: Db,
  userId: string,
  id: string,
  page: { filter: ImportItemFilter; cursor?: string; limit: number },
): Promise<ImportDetail> {
  const row = await ownImport(db, userId, id);
  const after = page.cursor === undefined ? undefined : Number(page.cursor);
  const rows = await listItems(db, id, page.filter, after, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    ...(await summaryOf(db, row)),
    items: items.map(itemOf),
    nextCursor: rows.length > page.limit && last ? String(last.ordinal) : null,
  };
}

export async function listReaderImports(db: Db, userId: string): Promise<ImportSummary[]> {
  const rows = await listImports(db, userId, LISTED_IMPORTS);
  return Promise.all(rows.map((row) => summaryOf(db, row)));
}

/** What did not make it into the library, as CSV, streamed a page at a time. */
export async function* failuresCsv(db: Db, userId: string, id: string): AsyncGenerator<string> {
  await ownImport(db, userId, id);
  yield 'position,url,title,reason\r\n';
  let after: number | undefined;
  for (;;) {
    const rows = await listItems(db, id, 'failed', after, 500);
    for (const row of rows) {
      yield `${[row.position, row.url, row.title ?? '', row.message ?? ''].map(csvCell).join(',')}\r\n`;
    }
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = last.ordinal;
  }
}

/**
 * Fetches an imported article's content again after it failed: the article and its report
 * line go back to pending and a new job is queued. Another reader's article answers 404.
 */
export async function retryArticleContent(
  deps: ImportDeps,
  userId: string,
  articleId: string,
): Promise<void> {
  const item = await findItemOfArticle(deps.db, userId, articleId);
  if (!item || item.content_state !== 'failed') {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  const at = (deps.now ?? Date.now)();
  await inTransaction(deps.db, async (db) => {
    await setItemContent(db, item.id, { state: 'pending', message: null, at });
    await setArticleContent(db, userId, articleId, { contentId: null, status: 'pending' });
    const row = await findImport(db, userId, item.import_id);
    if (row?.status === 'done') await setImportStatus(db, row.id, { status: 'fetching', at });
    await deps.jobs.sendMany(IMPORT_ITEM_QUEUE, [{ data: { itemId: item.id } }], { db });
  });
  deps.jobs.notify(IMPORT_ITEM_QUEUE);
}
