import type { Db } from '../../db/database';
import { postgresSearch } from './search-postgres.repo';
import type { SearchRequest } from './search-conditions.repo';
import { sqliteSearch } from './search-sqlite.repo';

export type { SearchFilter, SearchOrder, SearchRequest } from './search-conditions.repo';

/**
 * The ids of one page of the reader's articles matching the query, in order. The reader's
 * owner token is part of the index lookup itself, so other readers' matches are never read.
 */
export async function searchArticleIds(db: Db, request: SearchRequest): Promise<string[]> {
  return db.dialect === 'sqlite' ? sqliteSearch(db, request) : postgresSearch(db, request);
}
