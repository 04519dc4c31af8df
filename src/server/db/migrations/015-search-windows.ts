import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL: search reads the matches not among the field matches by saved date, one window
// of dates at a time (search-postgres.repo.ts). A GIN index cannot order by date, and a bitmap
// of every match read every match's row, plus its text vector for a phrase: 189 ms at p95 for
// phrases in a library of 10,000. `article_search` now carries the owner and the saved date,
// indexed together, so a window's rows are ANDed with the GIN matches before any row is read.
// SQLite needs nothing: its index rowid already follows the saved date (migration 014).

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // Written to run again over its own result (its test does).
  await sql`alter table article_search
    add column if not exists user_id text, add column if not exists saved_at bigint`.execute(db);
  // Filling the columns writes a new version of every row, and each new version would be
  // entered again in both GIN indexes (the text's holds about 1,200 words an article): they
  // are dropped and built once afterwards instead.
  await sql`drop index if exists article_search_document`.execute(db);
  await sql`drop index if exists article_search_fields`.execute(db);
  await sql`update article_search s set user_id = a.user_id, saved_at = a.created_at
    from articles a
    where a.id = s.article_id
      and (s.user_id is distinct from a.user_id or s.saved_at is distinct from a.created_at)`.execute(
    db,
  );
  await sql`alter table article_search
    alter column user_id set not null, alter column saved_at set not null`.execute(db);
  // As in migrations 012 and 014 (a short pending list: every search reads all of it).
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`create index article_search_document on article_search using gin (document)
    with (gin_pending_list_limit = 1024)`.execute(db);
  await sql`create index article_search_fields on article_search using gin (head)
    with (gin_pending_list_limit = 1024)`.execute(db);
  await sql`create index if not exists article_search_saved
    on article_search (user_id, saved_at)`.execute(db);

  // Every row written (by the triggers of migrations 012 and 014, on any path) takes the two
  // columns from its article. A saved date never changes; a new owner rewrites the row, as the
  // update trigger on articles fires on user_id.
  await sql`create or replace function canyon_article_search_owner() returns trigger
    language plpgsql as $$
  begin
    select a.user_id, a.created_at into new.user_id, new.saved_at
      from articles a where a.id = new.article_id;
    return new;
  end $$`.execute(db);
  await sql`drop trigger if exists article_search_owner on article_search`.execute(db);
  await sql`create trigger article_search_owner before insert or update on article_search
    for each row execute function canyon_article_search_owner()`.execute(db);
  await sql`analyze article_search`.execute(db);
}

export function searchWindowsMigration(dialect: DialectName) {
  return {
    up: (db: Kysely<unknown>) => (dialect === 'sqlite' ? Promise.resolve() : postgresUp(db)),
    // Going back is not supported, as for migration 014.
    down: () => Promise.resolve(),
  };
}
