import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { byDate, conditions, type SearchRequest } from './search-conditions.repo';
import { ownerToken, tsqueryRankText, tsqueryText } from './search-expressions';
import { fieldsFirstPage, MAX_FIELD_HITS } from './fields-first-page';

/**
 * Title > tags > site, as on SQLite (bm25 over article_search_head with weights 10, 6, 4):
 * ts_rank's weights of D, C, B, A. Only `head` is ranked: ranking by the text would read every
 * match's whole text vector (out of line, compressed).
 */
const TS_RANK_WEIGHTS = sql.raw(`'{0.1, 0.4, 0.6, 1.0}'::float4[]`);

/**
 * PostgreSQL (migrations 012 and 014): GIN indexes find the reader's matches: over `head`
 * ANDed with the owner's lexeme in `document` for the field matches ranked first, over
 * `document` for the rest, newest first (a bitmap scan that reads every candidate row, and
 * rechecks a phrase against each one's text vector: the slow part, bench/README.md).
 */
export async function postgresSearch(
  db: Db,
  { userId, query, filter, order, limit }: SearchRequest,
): Promise<string[]> {
  const where = conditions(userId, filter, order);
  const owner = sql`to_tsquery('simple', ${ownerToken(userId)})`;
  const words = sql`${owner} && to_tsquery('simple', canyon_fold(${tsqueryText(query)}))`;
  const included = sql`to_tsquery('simple', canyon_fold(${tsqueryRankText(query)}))`;
  const byDateMatching = async (sort: 'newest' | 'oldest', max: number) => {
    const { rows } = await sql<{ id: string }>`select a.id
      from article_search s join articles a on a.id = s.article_id
      where s.document @@ (${words}) and ${where}
      ${byDate(sort, max)}`.execute(db.kysely);
    return rows.map((row) => row.id);
  };
  if (order.sort !== 'relevance') return byDateMatching(order.sort, limit);

  // Every included term in the fields; an excluded one rules the article out wherever it is.
  const excluded = query.exclude.length > 0 ? sql`and s.document @@ (${words})` : sql``;
  const { rows } = await sql<{ id: string }>`select a.id
    from article_search s join articles a on a.id = s.article_id
    where s.head @@ ${included} and s.document @@ ${owner} ${excluded} and ${where}
    order by ts_rank(${TS_RANK_WEIGHTS}, s.head, ${included}) desc, a.created_at desc, a.id desc
    limit ${MAX_FIELD_HITS}`.execute(db.kysely);
  return fieldsFirstPage(
    rows.map((row) => row.id),
    (max) => byDateMatching('newest', max),
    order.offset,
    limit,
  );
}
