import type { Db } from '../../db/database';
import type { ImportItemsTable, ImportsTable } from '../../db/schema';

// Imports, their uploaded files and their per-item reports (issue #16).

export type ImportRow = ImportsTable;
export type ImportItemRow = ImportItemsTable;

const num = (value: unknown) => Number(value);

function importOf(row: ImportRow): ImportRow {
  return {
    ...row,
    file_size: num(row.file_size),
    created_at: num(row.created_at),
    updated_at: num(row.updated_at),
    finished_at: row.finished_at === null ? null : num(row.finished_at),
  };
}

export async function insertImport(db: Db, row: ImportRow): Promise<void> {
  await db.kysely.insertInto('imports').values(row).execute();
}

export async function findImport(
  db: Db,
  userId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const row = await db.kysely
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && importOf(row);
}

export async function findImportById(db: Db, id: string): Promise<ImportRow | undefined> {
  const row = await db.kysely
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && importOf(row);
}

/** The reader's imports, newest first. */
export async function listImports(db: Db, userId: string, limit: number): Promise<ImportRow[]> {
  const rows = await db.kysely
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(importOf);
}

export async function findRunningImport(db: Db, userId: string): Promise<ImportRow | undefined> {
  const row = await db.kysely
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['reading', 'fetching'])
    .executeTakeFirst();
  return row && importOf(row);
}

export async function setImportStatus(
  db: Db,
  id: string,
  change: { status: ImportRow['status']; error?: string | null; at: number },
): Promise<void> {
  const finished = change.status === 'done' || change.status === 'failed';
  await db.kysely
    .updateTable('imports')
    .set({
      status: change.status,
      ...(change.error !== undefined ? { error: change.error } : {}),
      updated_at: change.at,
      finished_at: finished ? change.at : null,
    })
    .where('id', '=', id)
    .execute();
}

/** `fetching` becomes `done` once no added item waits for content (safe to call from anywhere). */
export async function finishImportIfFetched(db: Db, id: string, at: number): Promise<void> {
  await db.kysely
    .updateTable('imports')
    .set({ status: 'done', updated_at: at, finished_at: at })
    .where('id', '=', id)
    .where('status', '=', 'fetching')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('import_items')
            .select('id')
            .where('import_id', '=', id)
            .where('content_state', '=', 'pending'),
        ),
      ),
    )
    .execute();
}

// ---- the uploaded file, in pieces ----

export async function insertFilePart(
  db: Db,
  importId: string,
  seq: number,
  bytes: Uint8Array,
): Promise<void> {
  await db.kysely
    .insertInto('import_file_parts')
    .values({ import_id: importId, seq, bytes })
    .execute();
}

export async function readFilePart(
  db: Db,
  importId: string,
  seq: number,
): Promise<Uint8Array | undefined> {
  const row = await db.kysely
    .selectFrom('import_file_parts')
    .select('bytes')
    .where('import_id', '=', importId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.bytes;
}

export async function deleteFileParts(db: Db, importId: string): Promise<void> {
  await db.kysely.deleteFrom('import_file_parts').where('import_id', '=', importId).execute();
}

// ---- items ----

/** How many entries of the file are stored already: reading resumes after them. */
export async function countItems(db: Db, importId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('import_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export async function insertItems(db: Db, rows: ImportItemRow[]): Promise<void> {
  // 14 columns a row: 400 rows stay under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 400) {
    await db.kysely
      .insertInto('import_items')
      .values(rows.slice(i, i + 400))
      .execute();
  }
}

export type OutcomeCount = {
  outcome: ImportItemRow['outcome'];
  content_state: ImportItemRow['content_state'];
  n: number;
};

export async function countOutcomes(db: Db, importId: string): Promise<OutcomeCount[]> {
  const rows = await db.kysely
    .selectFrom('import_items')
    .select(['outcome', 'content_state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', '=', importId)
    .groupBy(['outcome', 'content_state'])
    .execute();
  return rows.map((row) => ({ ...row, n: num(row.n) }));
}

export type ItemFilter = 'all' | 'added' | 'duplicates' | 'failed';

/** A page of the report in file order, after the ordinal `after`. */
export async function listItems(
  db: Db,
  importId: string,
  filter: ItemFilter,
  after: number | undefined,
  limit: number,
): Promise<ImportItemRow[]> {
  let query = db.kysely
    .selectFrom('import_items')
    .selectAll()
    .where('import_id', '=', importId)
    .orderBy('ordinal')
    .limit(limit);
  if (after !== undefined) query = query.where('ordinal', '>', after);
  if (filter === 'added') query = query.where('outcome', '=', 'added');
  if (filter === 'duplicates') query = query.where('outcome', '=', 'duplicate');
  if (filter === 'failed') {
    query = query.where((eb) =>
      eb.or([
        eb('outcome', '=', 'invalid'),
        eb.and([eb('outcome', '=', 'added'), eb('content_state', '=', 'failed')]),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    ordinal: num(row.ordinal),
    updated_at: num(row.updated_at),
  }));
}

export async function findItem(db: Db, id: string): Promise<ImportItemRow | undefined> {
  const row = await db.kysely
    .selectFrom('import_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, ordinal: num(row.ordinal), updated_at: num(row.updated_at) };
}

export async function findItemOfArticle(
  db: Db,
  userId: string,
  articleId: string,
): Promise<ImportItemRow | undefined> {
  const row = await db.kysely
    .selectFrom('import_items')
    .selectAll()
    .where('article_id', '=', articleId)
    .where('user_id', '=', userId)
    .where('outcome', '=', 'added')
    .executeTakeFirst();
  return row && { ...row, ordinal: num(row.ordinal), updated_at: num(row.updated_at) };
}

/** Which of these articles this import added (a later entry with the same link is "earlier in the file"). */
export async function articlesAddedBy(
  db: Db,
  importId: string,
  articleIds: string[],
): Promise<Set<string>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('import_items')
    .select('article_id')
    .where('import_id', '=', importId)
    .where('article_id', 'in', articleIds)
    .execute();
  return new Set(rows.map((row) => row.article_id).filter((id): id is string => id !== null));
}

/** Ends an item's wait for content; its captured copy is no longer needed either way. */
export async function setItemContent(
  db: Db,
  id: string,
  change: { state: 'pending' | 'fetched' | 'failed'; message: string | null; at: number },
): Promise<void> {
  await db.kysely
    .updateTable('import_items')
    .set({
      content_state: change.state,
      message: change.message,
      updated_at: change.at,
      ...(change.state === 'fetched' ? { captured_html: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}
