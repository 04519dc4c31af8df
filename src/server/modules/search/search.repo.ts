import type { Db } from '../../db/database';
import { postgresSearch } from './search-postgres.repo';
import type { SearchFilter, SearchOrder } from './search-conditions.repo';
import type { SearchQuery } from './search-query';
import { sqliteSearch } from './search-sqlite.repo';

export type { SearchFilter, SearchOrder } from './search-conditions.repo';

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
  if (db.dialect === 'sqlite') return sqliteSearch(db, userId, query, filter, order, limit);
  return postgresSearch(db, userId, query, filter, order, limit);
}
