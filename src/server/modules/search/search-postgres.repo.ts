import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { byDate, conditions, type SearchFilter, type SearchOrder } from './search-conditions.repo';
import { ownerToken, tsqueryRankText, tsqueryText } from './search-expressions';
import type { SearchQuery } from './search-query';

/**
 * Title > tags > site > text, the same on both: FTS5's `rank` is bm25 with weights 0, 10, 6,
 * 4, 1 per column of article_search (owner first, never part of a reader's terms; set by
 * migration 012), and ts_rank's weights of D, C, B, A. A field outweighs the text by more than
 * repeating a word in the text can add (bm25 saturates). PostgreSQL ranks by the fields alone
 * (`head`), then newest first: ranking by the text would read every match's whole text vector.
 */
const TS_RANK_WEIGHTS = sql.raw(`'{0.1, 0.4, 0.6, 1.0}'::float4[]`);

function orderAndPage(score: RawBuilder<unknown>, order: SearchOrder, limit: number) {
  if (order.sort === 'relevance')
    return sql`order by ${score}, a.created_at desc, a.id desc limit ${limit} offset ${order.offset}`;
  return byDate(order.sort, limit);
}

/**
 * PostgreSQL: the GIN index finds the reader's matches; ts_rank over the fields (`head`) puts
 * title, tags and site matches first, then the rest newest first.
 */
export async function postgresSearch(
  db: Db,
  userId: string,
  query: SearchQuery,
  filter: SearchFilter,
  order: SearchOrder,
  limit: number,
): Promise<string[]> {
  const where = conditions(userId, filter, order);
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
