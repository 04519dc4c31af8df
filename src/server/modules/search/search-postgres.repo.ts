import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { byDate, conditions, type SearchRequest } from './search-conditions.repo';
import { matchesByDateWindows, type DateWindow } from './date-windows';
import {
  ownerToken,
  tsqueryCandidateText,
  tsqueryExcludedWordsText,
  tsqueryRankText,
  tsqueryText,
} from './search-expressions';
import { fieldsFirstPage, MAX_FIELD_HITS } from './fields-first-page';
import type { SearchQuery } from './search-query';
import { phrasePairs } from './word-pairs.repo';

/**
 * How many of a reader's articles may wait for their word pairs and still be a phrase's
 * candidates as they are: each costs a read of its text vector (tens of microseconds) when it
 * falls in the window being read, where finding them by their words costs the words' index a
 * few milliseconds a window.
 */
export const QUEUED_READ_AS_CANDIDATES = 100;

/**
 * Title > tags > site, as on SQLite (bm25 over article_search_head with weights 10, 6, 4):
 * ts_rank's weights of D, C, B, A. Only `head` is ranked: ranking by the text would read every
 * match's whole text vector (out of line, compressed).
 */
const TS_RANK_WEIGHTS = sql.raw(`'{0.1, 0.4, 0.6, 1.0}'::float4[]`);

type Sort = 'newest' | 'oldest';

/**
 * The included phrases' words as text, for their word pairs: a last word still being typed (a
 * prefix) has no pair yet, and a phrase left with one word has none.
 */
export function pairedPhrases(query: SearchQuery): string[] {
  return query.include
    .map((term) => (term.prefix ? term.words.slice(0, -1) : term.words))
    .filter((words) => words.length > 1)
    .map((words) => words.join(' '));
}

/** The saved date `size` of the reader's articles on from `from`, in `sort` order. */
async function windowEdge(
  db: Db,
  userId: string,
  sort: Sort,
  from: number | null,
  size: number,
): Promise<number | null> {
  const direction = sql.raw(sort === 'newest' ? 'desc' : 'asc');
  const { rows } = await sql<{ saved_at: string }>`select s.saved_at from article_search s
    where s.user_id = ${userId} and ${inWindow(sort, { from, to: null })}
    order by s.saved_at ${direction} offset ${size - 1} limit 1`.execute(db.kysely);
  return rows[0] ? Number(rows[0].saved_at) : null;
}

/** `saved_at` of `table` within the window: newest first it runs down from `from` to `to`. */
function inWindow(sort: Sort, { from, to }: DateWindow, table = 's') {
  const savedAt = sql.ref(`${table}.saved_at`);
  const parts = [];
  if (sort === 'newest') {
    if (from !== null) parts.push(sql`${savedAt} < ${from}`);
    if (to !== null) parts.push(sql`${savedAt} >= ${to}`);
  } else {
    if (from !== null) parts.push(sql`${savedAt} > ${from}`);
    if (to !== null) parts.push(sql`${savedAt} <= ${to}`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * PostgreSQL (migrations 012, 014 and 015): the field matches ranked first come from the GIN
 * index over `head`, the reader's only (`user_id`). The rest are read by saved date, one window
 * at a time (date-windows.ts): the GIN index over `document` ANDed with the window's range of
 * the (user_id, saved_at) index, before any row is read, so a page filled from the newest
 * articles never reads the older ones.
 */
export async function postgresSearch(
  db: Db,
  { userId, query, filter, order, limit }: SearchRequest,
): Promise<string[]> {
  const where = conditions(userId, filter, order);
  const owner = sql`to_tsquery('simple', ${ownerToken(userId)})`;
  const words = sql`${owner} && to_tsquery('simple', canyon_fold(${tsqueryText(query)}))`;
  const included = sql`to_tsquery('simple', canyon_fold(${tsqueryRankText(query)}))`;
  // The index finds the window's candidates without reading a text vector; a phrase or an
  // exclusion is checked after the window's bounds (`is true` keeps it out of the index scan,
  // whose recheck would read the text vector of every candidate of every window).
  const candidates = sql`${owner} && to_tsquery('simple', canyon_fold(${tsqueryCandidateText(query)}))`;
  const phrases = query.include.some((term) => term.words.length > 1);
  const excludedWords = tsqueryExcludedWordsText(query);
  const vectorCheck = sql`and (s.document @@ (${words})) is true`;
  // No excluded term anywhere: single words through the GIN index alone (reading each
  // candidate's text vector instead took up to 0.3 s for a common word), a phrase by the vector.
  const withoutExcluded = (window: DateWindow | null, sort: Sort) => {
    if (excludedWords !== null)
      return sql`and s.article_id not in (select x.article_id from article_search x
        where x.user_id = ${userId}
          and x.document @@ (${owner} && to_tsquery('simple', canyon_fold(${excludedWords})))
          and ${window ? inWindow(sort, window, 'x') : sql`true`})`;
    return query.exclude.length > 0 ? vectorCheck : sql``;
  };
  // A window's candidates hold every included word; a phrase needs their order checked too,
  // by reading each one's text vector. The candidates are put in date order first and checked
  // one by one until the page is full (the limit above the check stops the walk), instead of
  // checking every candidate of the window and ordering the matches: two common words rarely
  // side by side have thousands of candidates in a window. `offset 0` keeps the check out of
  // the ordered subquery, and nothing above it reorders its rows.
  //
  // With word pairs (migration 017), a window's candidates are the paired articles holding every
  // pair of the phrases (found by the pairs' GIN index, almost all of them matches), and the
  // reader's queued ones, not yet paired. A few queued (the last saves) are candidates as they
  // are, checked in date order with the rest; many (an import) are found by their words, which
  // costs the words' index a few milliseconds a window, so it is asked only when some are queued.
  const paired = phrases
    ? await phrasePairs(db, userId, pairedPhrases(query), QUEUED_READ_AS_CANDIDATES + 1)
    : { pairs: [], queued: 0 };
  const queuedCandidates = (window: DateWindow, sort: Sort) => {
    if (paired.queued === 0) return sql``;
    if (paired.queued <= QUEUED_READ_AS_CANDIDATES)
      return sql`union all
        select u.article_id from article_search_unpaired u where u.user_id = ${userId}`;
    return sql`union all
      select x.article_id from article_search_unpaired u
      join article_search x on x.article_id = u.article_id
      where u.user_id = ${userId} and x.document @@ (${candidates})
        and ${inWindow(sort, window, 'x')}`;
  };
  // The paired candidates are gathered as an array, a subquery PostgreSQL plans on its own, so
  // it always asks the pairs' GIN index. Joined directly, a window of saves newer than the
  // table's statistics (a burst of saves in the last minutes) was estimated at one row and joined
  // by reading each article's pairs: 46 ms instead of 2.3 for 560 articles.
  const phraseCandidates = (window: DateWindow, sort: Sort) =>
    paired.pairs.length === 0
      ? sql`s.document @@ (${candidates})`
      : sql`s.article_id in (
          select unnest(array(select p.article_id from article_search_pairs p
            where p.pairs @> ${[...paired.pairs, ownerToken(userId)]}::text[]
              and p.user_id = ${userId} and ${inWindow(sort, window, 'p')}))
          ${queuedCandidates(window, sort)})`;
  const phraseMatchesInWindow = (window: DateWindow, sort: Sort, most: number) => {
    const direction = sql.raw(sort === 'newest' ? 'desc' : 'asc');
    return sql<{ id: string }>`select c.id from (select a.id, s.document
        from article_search s join articles a on a.id = s.article_id
        where ${phraseCandidates(window, sort)} and s.user_id = ${userId}
          and ${inWindow(sort, window)} and ${where}
        order by a.created_at ${direction}, a.id ${direction} offset 0) c
      where (c.document @@ (${words})) is true
      limit ${most}`;
  };
  const byDateMatching = (sort: Sort, max: number) => {
    // A keyset page starts its walk at the cursor's date.
    const after = order.sort === 'relevance' ? undefined : order.after;
    const start = after ? after.createdAt + (sort === 'newest' ? 1 : -1) : null;
    return matchesByDateWindows(
      start,
      max,
      (from, size) => windowEdge(db, userId, sort, from, size),
      async (window, most) => {
        const { rows } = await (
          phrases
            ? phraseMatchesInWindow(window, sort, most)
            : sql<{ id: string }>`select a.id
            from article_search s join articles a on a.id = s.article_id
            where s.document @@ (${candidates}) and s.user_id = ${userId}
              and ${inWindow(sort, window)} and ${where} ${withoutExcluded(window, sort)}
            ${byDate(sort, most)}`
        ).execute(db.kysely);
        return rows.map((row) => row.id);
      },
    );
  };
  if (order.sort !== 'relevance') return byDateMatching(order.sort, limit);

  // Every included term in the fields; an excluded one rules the article out wherever it is.
  const { rows } = await sql<{ id: string }>`select a.id
    from article_search s join articles a on a.id = s.article_id
    where s.head @@ ${included} and s.user_id = ${userId} ${withoutExcluded(null, 'newest')}
      and ${where}
    order by ts_rank(${TS_RANK_WEIGHTS}, s.head, ${included}) desc, a.created_at desc, a.id desc
    limit ${MAX_FIELD_HITS}`.execute(db.kysely);
  return fieldsFirstPage(
    rows.map((row) => row.id),
    (max) => byDateMatching('newest', max),
    order.offset,
    limit,
  );
}
