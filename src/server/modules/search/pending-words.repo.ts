import { sql } from 'kysely';
import type { Db } from '../../db/database';

// PostgreSQL's GIN indexes take new entries into a pending list (fast update), and the insert
// that finds the list over its limit (1 MB here, about 35 articles' words) merges all of it
// into the index, inside that insert's transaction. On a library of 100,000 articles that merge
// costs about 2 ms an article, paid by whichever reader's save fills the list. Merged in the
// background every second instead (word-pairing.ts; decision 027), a save seldom meets a full
// list, and searches, which read the whole pending list, read a shorter one.

/** The words' GIN indexes (migrations 012 and 014); the pairs' index is only written in the background. */
const WORD_INDEXES = ['article_search_document', 'article_search_fields'];

/**
 * Moves the entries waiting in the words' indexes' pending lists into the indexes proper, and
 * answers how many pending pages it emptied. Nothing to do on SQLite: FTS5 merges its own
 * segments as it writes. Needs the indexes' owner, as VACUUM does.
 */
export async function mergePendingWords(db: Db): Promise<number> {
  if (db.dialect !== 'postgres') return 0;
  const merges = WORD_INDEXES.map(
    (name) => sql`coalesce(gin_clean_pending_list(to_regclass(${name})), 0)`,
  );
  const { rows } = await sql<{
    pages: string;
  }>`select ${sql.join(merges, sql` + `)} as pages`.execute(db.kysely);
  return Number(rows[0]?.pages ?? 0);
}
