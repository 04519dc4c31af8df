import { sql, type RawBuilder } from 'kysely';
import { READING_FINISHED_AT, type ReadingState } from '@/shared/articles/article-schemas';
import type { SearchQuery } from './search-query';

// What both dialects' searches share: which of the reader's articles, and date order.

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

/** One page of one reader's search. */
export type SearchRequest = {
  userId: string;
  query: SearchQuery;
  filter: SearchFilter;
  order: SearchOrder;
  limit: number;
};

/** The reading-progress filter as a condition on `a.reading_progress`. */
export function progressCondition(progress: ReadingState): RawBuilder<unknown> {
  if (progress === 'unread') return sql`a.reading_progress <= 0`;
  if (progress === 'finished') return sql`a.reading_progress >= ${READING_FINISHED_AT}`;
  return sql`a.reading_progress > 0 and a.reading_progress < ${READING_FINISHED_AT}`;
}

export function conditions(userId: string, filter: SearchFilter, order: SearchOrder) {
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

export function byDate(sort: 'newest' | 'oldest', limit: number) {
  const direction = sql.raw(sort === 'newest' ? 'desc' : 'asc');
  return sql`order by a.created_at ${direction}, a.id ${direction} limit ${limit}`;
}
