import { sql } from 'kysely';
import type { Db } from '../../db/database';

// PostgreSQL's word pairs (migration 017, decision 025): written in the background from each
// queued article's text vector, and read by a phrase search to find its candidates.

/** Articles paired per statement: each takes a few milliseconds, so a batch stays well under a second. */
export const PAIRING_BATCH = 100;

/** Any fixed number: the advisory lock that lets one process at a time pair articles. */
const PAIRING_LOCK = 7_061_917;

/**
 * Pairs up to `most` queued articles, oldest-queued order not promised; answers how many. Zero
 * on SQLite, when nothing is queued, or when another process is pairing right now.
 *
 * Each article's row in article_search is share-locked while its pairs are written, and a
 * locked one (a save rewriting it) is left for the next round. A save that rewrites a row
 * therefore either comes after the pairs were written (and queues the article again) or before
 * they are read (and they come from its new text): pairs never outlive the text they came from
 * without the article being queued.
 */
export async function pairQueuedArticles(db: Db, most = PAIRING_BATCH): Promise<number> {
  if (db.dialect !== 'postgres') return 0;
  return db.kysely.transaction().execute(async (tx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${PAIRING_LOCK}) as locked`.execute(tx);
    if (!rows[0]?.locked) return 0;
    // A batch of ordinary articles takes well under a second; this bounds a pathological one.
    await sql`set local statement_timeout = '60s'`.execute(tx);
    const result = await sql`with locked as (
        select s.article_id, s.user_id, s.saved_at, s.document from article_search s
        where s.article_id in (select article_id from article_search_unpaired limit ${most})
        for share of s skip locked
      ), dequeued as (
        delete from article_search_unpaired u using locked l where u.article_id = l.article_id
      )
      insert into article_search_pairs (article_id, user_id, saved_at, pairs)
        select article_id, user_id, saved_at,
          canyon_word_pairs(document) || ('u' || encode(convert_to(user_id, 'UTF8'), 'hex'))
        from locked
      on conflict (article_id) do update set
        user_id = excluded.user_id, saved_at = excluded.saved_at, pairs = excluded.pairs`.execute(
      tx,
    );
    return Number(result.numAffectedRows ?? 0);
  });
}

/** How many articles wait for their pairs (0 on SQLite). */
export async function queuedForPairing(db: Db): Promise<number> {
  if (db.dialect !== 'postgres') return 0;
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from article_search_unpaired`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}

/**
 * The word pairs a search's phrases need, split and folded by PostgreSQL as article text is, and
 * how many of the reader's articles wait for their pairs, counted up to `countUpTo`. `phrases`
 * are the phrases' words joined by spaces; a phrase that gives no pair adds none.
 */
export async function phrasePairs(
  db: Db,
  userId: string,
  phrases: string[],
  countUpTo: number,
): Promise<{ pairs: string[]; queued: number }> {
  const { rows } = await sql<{ pairs: string[] | null; queued: number }>`select array(
      select distinct pair from unnest(${phrases}::text[]) phrase,
        unnest(canyon_phrase_pairs(phrase)) pair) as pairs,
    (select count(*)::int from (select 1 from article_search_unpaired
      where user_id = ${userId} limit ${countUpTo}) q) as queued`.execute(db.kysely);
  return { pairs: rows[0]?.pairs ?? [], queued: rows[0]?.queued ?? countUpTo };
}
