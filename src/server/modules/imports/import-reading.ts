import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { addTags, TAGS_PER_ARTICLE } from '@/shared/articles/tags';
import { IMPORT_MESSAGES } from '@/shared/imports/import-schemas';
import { cleanText } from '@/shared/text/clean-text';
import { urlKey } from '@/shared/url-key';
import { validateUrl } from '@/shared/validation/url';
import { inTransaction } from '../../db/transaction';
import {
  findArticleIdsByUrlKeys,
  insertArticlesSkippingDuplicates,
  type Article,
} from '../articles/articles.repo';
import { ImportFileError, type ImportEntry, type ImportFormat } from './formats/import-entry';
import { readImportEntries } from './formats/read-import';
import { IMPORT_ITEM_QUEUE, importsDir, type ImportDeps } from './import-deps';
import { deleteFileParts, restoreImportFile } from './import-file-store';
import {
  articlesAddedBy,
  countItems,
  findImportById,
  finishImportIfFetched,
  insertItems,
  setImportStatus,
  type ImportItemRow,
  type ImportRow,
} from './imports.repo';

/** Entries stored per transaction: each batch is all in or all out, and reading resumes after it. */
export const READ_BATCH = 500;
const TITLE_MAX = 500;

type Numbered = { ordinal: number; entry: ImportEntry };

export function positionText(position: ImportEntry['position']): string {
  const where = `${position.unit === 'item' ? 'item' : 'line'} ${position.line}`;
  return position.file ? `${position.file}, ${where}` : where;
}

function titleOf(title: string | null): string | null {
  const clean = title === null ? '' : cleanText(title).trim();
  return clean ? clean.slice(0, TITLE_MAX) : null;
}

/**
 * One batch of entries into the library and the report, in one transaction: a valid new link
 * becomes an article at once (the file's title, tags, saved date and archive state; content
 * pending) and a job to fetch its content; the rest are counted as duplicates or invalid.
 */
async function storeBatch(deps: ImportDeps, row: ImportRow, batch: Numbered[]): Promise<void> {
  if (batch.length === 0) return;
  const now = (deps.now ?? Date.now)();
  await inTransaction(deps.db, async (db) => {
    const items: ImportItemRow[] = [];
    const articles: Article[] = [];
    const item = (n: Numbered, fields: Partial<ImportItemRow>): ImportItemRow => ({
      id: randomUUID(),
      import_id: row.id,
      user_id: row.user_id,
      ordinal: n.ordinal,
      position: positionText(n.entry.position),
      url: n.entry.kind === 'item' ? n.entry.url.slice(0, 4096) : '',
      title: n.entry.kind === 'item' ? titleOf(n.entry.title) : null,
      outcome: 'invalid',
      content_state: null,
      message: null,
      article_id: null,
      captured_html: null,
      updated_at: now,
      ...fields,
    });

    const valid: Array<{ n: Numbered; url: string; key: string }> = [];
    for (const n of batch) {
      if (n.entry.kind === 'problem') {
        items.push(item(n, { message: n.entry.message }));
        continue;
      }
      const checked = validateUrl(n.entry.url, {
        allowPrivateHosts: deps.config.fetchAllowPrivateHosts,
      });
      if (!checked.ok) items.push(item(n, { message: checked.message }));
      else valid.push({ n, url: checked.url, key: urlKey(checked.url) });
    }

    const existing = await findArticleIdsByUrlKeys(
      db,
      row.user_id,
      valid.map((v) => v.key),
    );
    const ours = await articlesAddedBy(db, row.id, [...existing.values()]);
    const firstInBatch = new Map<string, string>();
    const pending: Array<{ n: Numbered; article: Article }> = [];
    for (const { n, url, key } of valid) {
      const entry = n.entry as Extract<ImportEntry, { kind: 'item' }>;
      const found = existing.get(key);
      if (found || firstInBatch.has(key)) {
        const earlier = firstInBatch.has(key) || (found !== undefined && ours.has(found));
        items.push(
          item(n, {
            outcome: 'duplicate',
            message: earlier ? IMPORT_MESSAGES.duplicateInFile : IMPORT_MESSAGES.duplicateInLibrary,
            article_id: found ?? firstInBatch.get(key) ?? null,
          }),
        );
        continue;
      }
      const article: Article = {
        id: randomUUID(),
        userId: row.user_id,
        url,
        urlKey: key,
        extractedContentId: null,
        title: titleOf(entry.title),
        summary: null,
        tags: addTags([], entry.tags, TAGS_PER_ARTICLE),
        isArchived: entry.archived,
        source: 'import',
        // The library is ordered by the saved date, so the file's dates keep their order.
        createdAt: entry.savedAt !== null && entry.savedAt <= now ? entry.savedAt : now,
        updatedAt: now,
        contentStatus: 'pending',
        readingProgress: entry.readingProgress,
      };
      firstInBatch.set(key, article.id);
      articles.push(article);
      pending.push({ n, article });
    }

    const inserted = await insertArticlesSkippingDuplicates(db, articles);
    for (const { n, article } of pending) {
      const entry = n.entry as Extract<ImportEntry, { kind: 'item' }>;
      items.push(
        inserted.has(article.id)
          ? item(n, {
              outcome: 'added',
              content_state: 'pending',
              article_id: article.id,
              captured_html: entry.content?.html ?? null,
            })
          : // Saved by hand between our look-up and the insert.
            item(n, { outcome: 'duplicate', message: IMPORT_MESSAGES.duplicateInLibrary }),
      );
    }
    await insertItems(db, items);
    const jobs = items
      .filter((i) => i.outcome === 'added')
      .map((i) => ({ data: { itemId: i.id } }));
    await deps.jobs.sendMany(IMPORT_ITEM_QUEUE, jobs, { db });
  });
  deps.jobs.notify(IMPORT_ITEM_QUEUE);
}

/** Why reading stopped, with where, in the reader's words. */
function stoppedMessage(error: ImportFileError, entriesRead: number): string {
  return entriesRead > 0
    ? `${error.message} (reading stopped after ${entriesRead} entries; those are imported)`
    : error.message;
}

/**
 * The `import-file` job: reads the uploaded file entry by entry into the library, a batch per
 * transaction, resuming after the last stored batch when a previous attempt was cut short.
 */
export async function readImportFile(
  deps: ImportDeps,
  importId: string,
  signal: AbortSignal,
): Promise<void> {
  const row = await findImportById(deps.db, importId);
  if (!row || row.status !== 'reading') return;
  const file = await restoreImportFile(deps.db, importId, importsDir(deps.config.dataDir));
  let ordinal = 0;
  try {
    const skip = await countItems(deps.db, importId);
    let batch: Numbered[] = [];
    try {
      for await (const entry of readImportEntries(file, row.format as ImportFormat)) {
        signal.throwIfAborted();
        if (ordinal >= skip) batch.push({ ordinal, entry });
        ordinal += 1;
        if (batch.length >= READ_BATCH) {
          await storeBatch(deps, row, batch);
          batch = [];
        }
      }
      await storeBatch(deps, row, batch);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await storeBatch(deps, row, batch);
      const at = (deps.now ?? Date.now)();
      await setImportStatus(deps.db, importId, {
        status: 'failed',
        error: stoppedMessage(error, ordinal),
        at,
      });
      await deleteFileParts(deps.db, importId);
      return;
    }
    const at = (deps.now ?? Date.now)();
    await inTransaction(deps.db, async (db) => {
      await setImportStatus(db, importId, { status: 'fetching', at });
      await deleteFileParts(db, importId);
    });
    await finishImportIfFetched(deps.db, importId, at);
  } finally {
    await rm(file, { force: true });
  }
}
