import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { byDate, conditions, type SearchRequest } from './search-conditions.repo';
import {
  fts5ExcludedExpression,
  fts5FieldMatchExpression,
  fts5MatchExpression,
} from './search-expressions';
import { fieldsFirstPage, MAX_FIELD_HITS } from './fields-first-page';

/**
 * SQLite (migration 014): an index rowid follows the saved date, so FTS5 reads matches newest
 * first and stops at the page's end. Relevance puts the matches whose title, tags and site hold
 * every included term first (bm25 over the small field index), then the others by date;
 * ranking every match by bm25 over its text took up to 150 ms for common words.
 */
export async function sqliteSearch(
  db: Db,
  { userId, query, filter, order, limit }: SearchRequest,
): Promise<string[]> {
  const match = fts5MatchExpression(userId, filter.archived, query);
  const where = conditions(userId, filter, order);
  const plain = filter.tags.length === 0 && !filter.progress;
  if (order.sort !== 'relevance') {
    const { rows } = await sql<{ id: string }>`select a.id
      from article_search
      join article_search_docs d on d.doc = article_search.rowid
      join articles a on a.id = d.article_id
      where article_search match ${match} and ${where}
      ${byDate(order.sort, limit)}`.execute(db.kysely);
    return rows.map((row) => row.id);
  }
  /** Matching docs, newest first. */
  const matching = async (max: number): Promise<number[]> => {
    const { rows } = plain
      ? await sql<{ doc: number }>`select rowid as doc from article_search
          where article_search match ${match}
          order by rowid desc limit ${max}`.execute(db.kysely)
      : await sql<{ doc: number }>`select d.doc from article_search
          join article_search_docs d on d.doc = article_search.rowid
          join articles a on a.id = d.article_id
          where article_search match ${match} and ${where}
          order by article_search.rowid desc limit ${max}`.execute(db.kysely);
    return rows.map((row) => row.doc);
  };

  /**
   * The docs in the span of `docs` holding an excluded term anywhere (others in the span too; the
   * caller asks only about its own). Only the excluded terms are matched, over that span:
   * matching the whole query with `rowid in (…)` made FTS5 walk every match of an included
   * prefix once per doc (seconds with 200 docs).
   */
  const excludedAmong = async (docs: number[]): Promise<Set<number>> => {
    const { rows } = await sql<{ doc: number }>`select rowid as doc from article_search
      where article_search match ${fts5ExcludedExpression(userId, filter.archived, query)}
      and rowid >= ${Math.min(...docs)} and rowid <= ${Math.max(...docs)}`.execute(db.kysely);
    return new Set(rows.map((row) => row.doc));
  };

  const passingFilter = async (docs: number[]): Promise<Set<number>> => {
    const { rows } = await sql<{ doc: number }>`select d.doc from article_search_docs d
      join articles a on a.id = d.article_id
      where d.doc in (${sql.join(docs)}) and ${where}`.execute(db.kysely);
    return new Set(rows.map((row) => row.doc));
  };

  const { rows: candidates } = await sql<{ doc: number }>`select rowid as doc
    from article_search_head
    where article_search_head match ${fts5FieldMatchExpression(userId, filter.archived, query)}
    order by rank, rowid desc limit ${MAX_FIELD_HITS}`.execute(db.kysely);
  // A field match holds every included term. An excluded term anywhere in the article rules
  // it out; tag and progress filters need the article's row.
  let fieldHits = candidates.map((row) => row.doc);
  if (fieldHits.length > 0 && query.exclude.length > 0) {
    const excluded = await excludedAmong(fieldHits);
    fieldHits = fieldHits.filter((doc) => !excluded.has(doc));
  }
  if (fieldHits.length > 0 && !plain) {
    const kept = await passingFilter(fieldHits);
    fieldHits = fieldHits.filter((doc) => kept.has(doc));
  }
  const page = await fieldsFirstPage(fieldHits, matching, order.offset, limit);
  if (page.length === 0) return [];
  const { rows } = await sql<{ doc: number; id: string }>`select doc, article_id as id
    from article_search_docs where doc in (${sql.join(page)})`.execute(db.kysely);
  const idOf = new Map(rows.map((row) => [row.doc, row.id]));
  return page.flatMap((doc) => idOf.get(doc) ?? []);
}
