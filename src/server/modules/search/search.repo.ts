import { sql, type RawBuilder } from 'kysely';
import { READING_FINISHED_AT, type ReadingState } from '@/shared/articles/article-schemas';
import type { Db } from '../../db/database';
import {
  fts5MatchExpression,
  ownerToken,
  tsqueryRankText,
  tsqueryText,
} from './search-expressions';
import type { SearchQuery } from './search-query';

/** Which of the reader's articles a search looks among. */
export type SearchFilter = {
  archived: boolean;
  /** Any-of. */
  tags: string[];
  progress?: ReadingState;
};

/** Best match first (paged by offset), or by saved date (paged by keyset). */
export type SearchOrder =
  | { sort: 'relevance'; offset: number }
  | { sort: 'newest' | 'oldest'; after?: { createdAt: number; id: string } };

/**
 * Title > tags > site > text, the same on both: FTS5's `rank` is bm25 with weights 0, 10, 6,
 * 4, 1 per column of article_search (owner first, never part of a reader's terms; set by
 * migration 012), and ts_rank's weights of D, C, B, A. A field outweighs the text by more than
 * repeating a word in the text can add (bm25 saturates). PostgreSQL ranks by the fields alone
 * (`head`), then newest first: ranking by the text would read every match's whole text vector.
 */
const TS_RANK_WEIGHTS = sql.raw(`'{0.1, 0.4, 0.6, 1.0}'::float4[]`);

/** The reading-progress filter as a condition on `a.reading_progress`. */
export function progressCondition(progress: ReadingState): RawBuilder<unknown> {
  if (progress === 'unread') return sql`a.reading_progress <= 0`;
  if (progress === 'finished') return sql`a.reading_progress >= ${READING_FINISHED_AT}`;
  return sql`a.reading_progress > 0 and a.reading_progress < ${READING_FINISHED_AT}`;
}

function conditions(userId: string, filter: SearchFilter, order: SearchOrder) {
  const parts: RawBuilder<unknown>[] = [
    sql`a.user_id = ${userId}`,
    sql`a.is_archived = ${filter.archived ? 1 : 0}`,
  ];
  if (filter.tags.length > 0)
    parts.push(sql`a.id in (select t.article_id from article_tags t
      where t.user_id = ${userId} and t.tag in (${sql.join(filter.tags)}))`);
  if (filter.progress) parts.push(progressCondition(filter.progress));
  if (order.sort !== 'relevance' && order.after) {
    const { createdAt, id } = order.after;
    parts.push(
      order.sort === 'newest'
        ? sql`(a.created_at, a.id) < (${createdAt}, ${id})`
        : sql`(a.created_at, a.id) > (${createdAt}, ${id})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderAndPage(score: RawBuilder<unknown>, order: SearchOrder, limit: number) {
  if (order.sort === 'relevance')
    return sql`order by ${score}, a.created_at desc, a.id desc limit ${limit} offset ${order.offset}`;
  const direction = sql.raw(order.sort === 'newest' ? 'desc' : 'asc');
  return sql`order by a.created_at ${direction}, a.id ${direction} limit ${limit}`;
}

/**
 * The ids of one page of the reader's articles matching the query, in order. The reader's
 * owner token is part of the index lookup itself, so other readers' matches are never read.
 */
export async function searchArticleIds(
  db: Db,
  userId: string,
  query: SearchQuery,
  filter: SearchFilter,
  order: SearchOrder,
  limit: number,
): Promise<string[]> {
  const where = conditions(userId, filter, order);
  if (db.dialect === 'sqlite') {
    const match = fts5MatchExpression(userId, filter.archived, query);
    if (order.sort === 'relevance' && filter.tags.length === 0 && !filter.progress) {
      // The owner and archive token already pick the reader's list: FTS5 ranks and cuts the
      // page on its own, and only the page's rows are joined.
      const { rows } = await sql<{ id: string }>`select d.article_id as id
        from (select rowid, rank from article_search where article_search match ${match}
              order by rank, rowid desc limit ${limit} offset ${order.offset}) m
        join article_search_docs d on d.doc = m.rowid
        order by m.rank, m.rowid desc`.execute(db.kysely);
      return rows.map((row) => row.id);
    }
    const { rows } = await sql<{ id: string }>`select a.id
      from article_search
      join article_search_docs d on d.doc = article_search.rowid
      join articles a on a.id = d.article_id
      where article_search match ${match} and ${where}
      ${orderAndPage(sql`article_search.rank`, order, limit)}`.execute(db.kysely);
    return rows.map((row) => row.id);
  }
  const words = sql`to_tsquery('simple', canyon_fold(${tsqueryText(query)}))`;
  const rankWords = sql`to_tsquery('simple', canyon_fold(${tsqueryRankText(query)}))`;
  const { rows } = await sql<{ id: string }>`select a.id
    from article_search s
    join articles a on a.id = s.article_id
    where s.document @@ (to_tsquery('simple', ${ownerToken(userId)}) && ${words}) and ${where}
    ${orderAndPage(sql`ts_rank(${TS_RANK_WEIGHTS}, s.head, ${rankWords}) desc`, order, limit)}`.execute(
    db.kysely,
  );
  return rows.map((row) => row.id);
}
