import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL: a phrase of two words that each appear in most articles but seldom side by side
// made search read the text vector of every article holding both (GIN cannot check word
// positions): 61 ms at p95 in a library of 10,000 (decision 020). Each article's adjacent word
// pairs now sit in a table of their own with a GIN index, so a phrase's candidates are the
// articles holding its pairs. Decision 025.
//
// - The pairs come from the stored text vector itself (`canyon_word_pairs`): a pair exists
//   exactly where the vector has one word at position p and the other at p + 1, which is what
//   `<->` checks. So an article whose vector matches a phrase always holds the phrase's pairs,
//   and no second tokenizer can disagree with PostgreSQL's.
// - They are written in the background (search/word-pairs.repo.ts), not during the save: a save
//   only queues its article in `article_search_unpaired`. Search checks queued articles the old
//   way, so a phrase finds an article the moment it is saved, paired or not.
// - A new text vector (new text, title, tags, site or owner) drops the article's pairs and
//   queues it again, in the same transaction as the write.
// SQLite needs nothing: FTS5 keeps positions in its index.

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // Written to run again over its own result (its test does).
  await sql`create table if not exists article_search_pairs (
    article_id text primary key references article_search (article_id) on delete cascade,
    user_id text not null,
    saved_at bigint not null,
    pairs text[] not null
  )`.execute(db);
  // The pairs, and the owner's token beside them (search-expressions.ts), so the index alone
  // finds one reader's articles holding a pair. It is the only way in: an article's array (about
  // 17 kB, out of line) must never be read row by row. A plan that filtered rows on it instead
  // (found through an index on the owner, or a scan) took seconds; so there is no other index,
  // and no statistics on the column either (ANALYZE would read 30,000 arrays, and with a common
  // pair's frequency in hand the planner prefers a scan).
  await sql`create index if not exists article_search_pairs_words on article_search_pairs
    using gin (pairs) with (gin_pending_list_limit = 1024)`.execute(db);
  await sql`alter table article_search_pairs alter column pairs set statistics 0`.execute(db);
  // The owner beside each queued article: a search asks whether the reader has any queued.
  await sql`create table if not exists article_search_unpaired (
    article_id text primary key references article_search (article_id) on delete cascade,
    user_id text not null
  )`.execute(db);
  await sql`create index if not exists article_search_unpaired_owner
    on article_search_unpaired (user_id)`.execute(db);

  // Every pair of words at neighbouring positions, as "left right" (a lexeme never holds a space).
  await sql`create or replace function canyon_word_pairs(vector tsvector) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct l.lexeme || ' ' || r.lexeme), '{}')
      from (select lexeme, unnest(positions) as at from unnest(vector)) l
      join (select lexeme, unnest(positions) as at from unnest(vector)) r on r.at = l.at + 1
    $$`.execute(db);
  // A phrase's pairs, its words folded and split as the article's text was.
  await sql`create or replace function canyon_phrase_pairs(phrase text) returns text[]
    language sql immutable parallel safe as $$
      select canyon_word_pairs(to_tsvector('simple', canyon_fold(phrase)))
    $$`.execute(db);

  // Inserted rows are queued once per statement: an import writes 200 articles a statement.
  await sql`create or replace function canyon_article_search_queue_inserted() returns trigger
    language plpgsql as $$
  begin
    insert into article_search_unpaired (article_id, user_id)
      select article_id, user_id from inserted
      on conflict do nothing;
    return null;
  end $$`.execute(db);
  await sql`drop trigger if exists article_search_queue_inserted on article_search`.execute(db);
  await sql`create trigger article_search_queue_inserted after insert on article_search
    referencing new table as inserted
    for each statement execute function canyon_article_search_queue_inserted()`.execute(db);
  // Every write of a text vector sets `document` (migrations 012 and 014); moving an article to
  // another reader rewrites it too, as the owner is one of its words.
  await sql`create or replace function canyon_article_search_queue_updated() returns trigger
    language plpgsql as $$
  begin
    delete from article_search_pairs where article_id = new.article_id;
    insert into article_search_unpaired (article_id, user_id)
      values (new.article_id, new.user_id)
      on conflict (article_id) do update set user_id = excluded.user_id;
    return null;
  end $$`.execute(db);
  await sql`drop trigger if exists article_search_queue_updated on article_search`.execute(db);
  await sql`create trigger article_search_queue_updated
    after update of document on article_search
    for each row execute function canyon_article_search_queue_updated()`.execute(db);

  // What is already indexed waits for the background, as a new save does.
  await sql`insert into article_search_unpaired (article_id, user_id)
    select s.article_id, s.user_id from article_search s
    where not exists (select 1 from article_search_pairs p where p.article_id = s.article_id)
    on conflict do nothing`.execute(db);
}

async function postgresDown(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists article_search_queue_updated on article_search`.execute(db);
  await sql`drop trigger if exists article_search_queue_inserted on article_search`.execute(db);
  await sql`drop function if exists canyon_article_search_queue_updated()`.execute(db);
  await sql`drop function if exists canyon_article_search_queue_inserted()`.execute(db);
  await sql`drop table if exists article_search_unpaired`.execute(db);
  await sql`drop table if exists article_search_pairs`.execute(db);
  await sql`drop function if exists canyon_phrase_pairs(text)`.execute(db);
  await sql`drop function if exists canyon_word_pairs(tsvector)`.execute(db);
}

export function searchWordPairsMigration(dialect: DialectName) {
  return {
    up: (db: Kysely<unknown>) => (dialect === 'sqlite' ? Promise.resolve() : postgresUp(db)),
    down: (db: Kysely<unknown>) => (dialect === 'sqlite' ? Promise.resolve() : postgresDown(db)),
  };
}
