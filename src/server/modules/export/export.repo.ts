import { sql } from 'kysely';
import type { Db } from '../../db/database';

// Reads for the export in keyset pages over existing indexes: articles by (user, archived,
// created_at, id), events by (user, created_at), so each page costs the same however large the
// library is. Article bodies are read separately, a few at a time (export-articles.ts).

export type ExportArticleRow = {
  id: string;
  url: string;
  title: string | null;
  tags: string;
  isArchived: boolean;
  /** How far the reader has read, 0..1 (issue #17). */
  readingProgress: number;
  source: string;
  createdAt: number;
  updatedAt: number;
  summary: string | null;
  summaryProvider: string | null;
  summaryGeneratedAt: number | null;
  contentId: string | null;
  contentTitle: string | null;
  byline: string | null;
  siteName: string | null;
  excerpt: string | null;
  publishedTime: string | null;
  language: string | null;
  /** Characters of the body's HTML and text together, to size the batches bodies are read in. */
  contentSize: number;
};

export type KeysetPosition = { createdAt: number; id: string };

/** One page of the reader's articles with or without the archived flag, newest first. */
export async function readArticlePage(
  db: Db,
  userId: string,
  archived: boolean,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<ExportArticleRow[]> {
  let query = db.kysely
    .selectFrom('articles as a')
    .leftJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .select([
      'a.id',
      'a.url',
      'a.title',
      'a.tags',
      'a.reading_progress',
      'a.source',
      'a.created_at',
      'a.updated_at',
      'a.summary',
      'a.summary_provider',
      'a.summary_generated_at',
      'a.extracted_content_id',
      'e.title as content_title',
      'e.byline',
      'e.site_name',
      'e.excerpt',
      'e.published_time',
      'e.language',
      sql<number | null>`length(e.content) + length(e.text_content)`.as('content_size'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.is_archived', '=', archived ? 1 : 0);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  const rows = await query
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    tags: row.tags,
    isArchived: archived,
    readingProgress: Number(row.reading_progress),
    source: row.source,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    summary: row.summary,
    summaryProvider: row.summary_provider,
    summaryGeneratedAt: row.summary_generated_at === null ? null : Number(row.summary_generated_at),
    contentId: row.extracted_content_id,
    contentTitle: row.content_title,
    byline: row.byline,
    siteName: row.site_name,
    excerpt: row.excerpt,
    publishedTime: row.published_time,
    language: row.language,
    contentSize: Number(row.content_size ?? 0),
  }));
}

/** The HTML and text of these contents, by id. */
export async function readContentBodies(
  db: Db,
  contentIds: readonly string[],
): Promise<Map<string, { content: string; textContent: string }>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('extracted_content')
    .select(['id', 'content', 'text_content'])
    .where('id', 'in', contentIds)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { content: row.content, textContent: row.text_content }]),
  );
}

export type ExportEventRow = { id: string; type: string; data: string; createdAt: number };

/** One page of the reader's usage events, oldest first. */
export async function readEventPage(
  db: Db,
  userId: string,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<ExportEventRow[]> {
  let query = db.kysely
    .selectFrom('usage_events')
    .select(['id', 'type', 'data', 'created_at'])
    .where('user_id', '=', userId);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.createdAt, after.id)),
    );
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    data: row.data,
    createdAt: Number(row.created_at),
  }));
}
