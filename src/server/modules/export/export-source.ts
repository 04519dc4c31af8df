import type { Db } from '../../db/database';
import {
  readArticlePage,
  readContentBodies,
  readEventPage,
  type ExportArticleRow,
  type ExportEventRow,
  type KeysetPosition,
} from './export.repo';

// What an export reads, one page at a time: only as far as the response has been sent, so a
// library of any size is exported in the memory of one page (and one batch of bodies).

export const ARTICLE_PAGE_SIZE = 500;
export const EVENT_PAGE_SIZE = 1000;
/** Bodies are read in batches of about this many characters (one article alone may be larger). */
const BODY_BATCH_CHARS = 4_000_000;

export type ContentBody = { content: string; textContent: string };
export type SourceArticle = ExportArticleRow & { body?: ContentBody };

/** Groups rows whose bodies add up to about BODY_BATCH_CHARS. */
function bodyBatches(rows: ExportArticleRow[]): ExportArticleRow[][] {
  const batches: ExportArticleRow[][] = [];
  let current: ExportArticleRow[] = [];
  let size = 0;
  for (const row of rows) {
    if (current.length > 0 && size + row.contentSize > BODY_BATCH_CHARS) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += row.contentSize;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function* withBodies(db: Db, page: ExportArticleRow[]): AsyncGenerator<SourceArticle> {
  for (const batch of bodyBatches(page)) {
    const ids = [...new Set(batch.flatMap((row) => (row.contentId ? [row.contentId] : [])))];
    const bodies = await readContentBodies(db, ids);
    for (const row of batch) {
      yield { ...row, body: row.contentId ? bodies.get(row.contentId) : undefined };
    }
  }
}

/** The reader's articles: those in the list newest first, then the archived ones newest first. */
export async function* readerArticles(
  db: Db,
  userId: string,
  options: { bodies: boolean; pageSize?: number },
): AsyncGenerator<SourceArticle> {
  const pageSize = options.pageSize ?? ARTICLE_PAGE_SIZE;
  for (const archived of [false, true]) {
    let after: KeysetPosition | undefined;
    for (;;) {
      const page = await readArticlePage(db, userId, archived, after, pageSize);
      if (options.bodies) yield* withBodies(db, page);
      else yield* page;
      const last = page.at(-1);
      if (!last || page.length < pageSize) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}

/** The reader's usage events, oldest first. */
export async function* readerEvents(
  db: Db,
  userId: string,
  pageSize = EVENT_PAGE_SIZE,
): AsyncGenerator<ExportEventRow> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const page = await readEventPage(db, userId, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The tags column as stored (a JSON array); anything else reads as no tags. */
export function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The title a reader sees: their own, else the page's, else the address. */
export function shownTitle(row: ExportArticleRow): string {
  return row.title || row.contentTitle || row.url;
}
