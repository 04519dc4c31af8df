import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

// Full-text search, reading progress and reader preferences (issue #17, decision 020).
// The search index is kept by triggers, so every path that writes an article, its tags or
// title, or the extracted content it shows (saves, imports, refreshes, deletes, account
// deletion) updates it in the same transaction without knowing it exists.

/** Characters of body text indexed per article: PostgreSQL refuses a tsvector over 1 MB. */
export const INDEXED_TEXT_CHARS = 200_000;

/**
 * Combining marks (diacritics) as a PostgreSQL regular-expression class: canyon_fold() takes
 * the text apart (NFD) and drops these, as SQLite's unicode61 tokenizer does with
 * remove_diacritics. No extension is needed (unaccent is not on every server), and it is
 * linear in the text, where translate() over a long list of letters was not.
 */
export const COMBINING_MARKS =
  '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]';

async function addSharedColumns(db: Kysely<unknown>): Promise<void> {
  // How far the reader has read, 0..1; double precision on both (SQLite reads it as REAL).
  await db.schema
    .alterTable('articles')
    .addColumn('reading_progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  // JSON of the reader's preferences; null until they change one (defaults apply).
  await db.schema.alterTable('user').addColumn('readerPreferences', 'text').execute();
}

async function dropSharedColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('readerPreferences').execute();
  await db.schema.alterTable('articles').dropColumn('reading_progress').execute();
}

// SQLite: a contentless FTS5 table (the text stays in extracted_content only), one row per
// article. Its rowid comes from article_search_docs, because the rowid of `articles` (a text
// primary key) may change on VACUUM. The owner and the archive flag are one token of their own
// column (`u<hex of user id>x0`, x1 when archived), so a search ANDs it into the MATCH: it never
// reads another reader's matches, and ranks the reader's own without a join per match.
const sqliteDocument = (article: string, content: string) =>
  sql.raw(`
    'u' || lower(hex(${article}.user_id)) || 'x' || ${article}.is_archived,
    coalesce(${article}.title, ${content}.title),
    ${article}.tags,
    ${content}.site_name,
    substr(${content}.text_content, 1, ${INDEXED_TEXT_CHARS})`);

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`create table article_search_docs (
    doc integer primary key,
    article_id text not null unique
  )`.execute(db);
  await sql`create virtual table article_search using fts5(
    owner, title, tags, site, body,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  // Title > tags > site > text (owner weighs nothing); see search.repo.ts.
  await sql`insert into article_search (article_search, rank)
    values ('rank', 'bm25(0.0, 10.0, 6.0, 4.0, 1.0)')`.execute(db);
  await sql`create trigger articles_search_insert after insert on articles begin
    insert into article_search_docs (article_id) values (new.id);
    insert into article_search (rowid, owner, title, tags, site, body)
      select d.doc, ${sqliteDocument('new', 'e')}
      from article_search_docs d left join extracted_content e on e.id = new.extracted_content_id
      where d.article_id = new.id;
  end`.execute(db);
  await sql`create trigger articles_search_update
    after update of user_id, is_archived, title, tags, extracted_content_id on articles begin
    delete from article_search
      where rowid = (select doc from article_search_docs where article_id = old.id);
    insert into article_search (rowid, owner, title, tags, site, body)
      select d.doc, ${sqliteDocument('new', 'e')}
      from article_search_docs d left join extracted_content e on e.id = new.extracted_content_id
      where d.article_id = new.id;
  end`.execute(db);
  await sql`create trigger articles_search_delete after delete on articles begin
    delete from article_search
      where rowid = (select doc from article_search_docs where article_id = old.id);
    delete from article_search_docs where article_id = old.id;
  end`.execute(db);
  // Shared content is written once today; a refresh that rewrites it still reaches every
  // article showing it.
  await sql`create trigger extracted_content_search_update
    after update of title, text_content, site_name on extracted_content begin
    delete from article_search where rowid in (
      select d.doc from articles a join article_search_docs d on d.article_id = a.id
      where a.extracted_content_id = new.id);
    insert into article_search (rowid, owner, title, tags, site, body)
      select d.doc, ${sqliteDocument('a', 'new')}
      from articles a join article_search_docs d on d.article_id = a.id
      where a.extracted_content_id = new.id;
  end`.execute(db);
  // Articles saved before this migration.
  await sql`insert into article_search_docs (article_id) select id from articles`.execute(db);
  await sql`insert into article_search (rowid, owner, title, tags, site, body)
    select d.doc, ${sqliteDocument('a', 'e')}
    from articles a join article_search_docs d on d.article_id = a.id
    left join extracted_content e on e.id = a.extracted_content_id`.execute(db);
}

async function sqliteDown(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger extracted_content_search_update`.execute(db);
  await sql`drop trigger articles_search_delete`.execute(db);
  await sql`drop trigger articles_search_update`.execute(db);
  await sql`drop trigger articles_search_insert`.execute(db);
  await sql`drop table article_search`.execute(db);
  await sql`drop table article_search_docs`.execute(db);
}

// PostgreSQL: one weighted tsvector per article (title A, tags B, site C, text D) with a GIN
// index, text search config `simple` (no stemming, so any language works), accents folded by
// canyon_fold(). The owner is a lexeme too, for the same reason as on SQLite: a GIN index
// cannot otherwise combine the reader's id with the words.
async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create function canyon_fold(value text) returns text
    language sql immutable parallel safe
    as ${sql.lit(`select regexp_replace(normalize(lower(value), NFD), '${COMBINING_MARKS}', '', 'g')`)}`.execute(
    db,
  );
  // The fields a search ranks by (title A, tags B, site C): small, so stored in the row.
  await sql`create function canyon_search_head(title text, tags text, site text) returns tsvector
    language sql immutable parallel safe
    as ${sql.lit(`select setweight(to_tsvector('simple', canyon_fold(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('simple', canyon_fold(coalesce(tags, ''))), 'B')
      || setweight(to_tsvector('simple', canyon_fold(coalesce(site, ''))), 'C')`)}`.execute(db);
  // What a search matches: the owner's lexeme, the fields, and the text (D).
  await sql`create function canyon_search_document(owner text, head tsvector, body text)
    returns tsvector language sql immutable parallel safe
    as ${sql.lit(`select to_tsvector('simple', 'u' || encode(convert_to(owner, 'UTF8'), 'hex'))
      || head
      || setweight(to_tsvector('simple',
           canyon_fold(left(coalesce(body, ''), ${INDEXED_TEXT_CHARS}))), 'D')`)}`.execute(db);
  // Ranking reads `head` only: ts_rank over `document` would read every match's whole text
  // vector (out of line, compressed), tens of milliseconds for a few hundred matches.
  await sql`create table article_search (
    article_id text primary key references articles (id) on delete cascade,
    head tsvector not null,
    document tsvector not null
  )`.execute(db);
  // A short pending list (1 MB, not 4): new entries wait there for a merge, every search reads
  // all of it, and planners shy away from a GIN index with a long one.
  await sql`create index article_search_document on article_search using gin (document)
    with (gin_pending_list_limit = 1024)`.execute(db);
  await sql`create function canyon_article_search_write() returns trigger language plpgsql as $$
  begin
    insert into article_search (article_id, head, document)
      select new.id, h.head, canyon_search_document(new.user_id, h.head, e.text_content)
      from (select 1) as one
      left join extracted_content e on e.id = new.extracted_content_id
      cross join lateral (
        select canyon_search_head(coalesce(new.title, e.title), new.tags, e.site_name) as head) h
    on conflict (article_id) do update set head = excluded.head, document = excluded.document;
    return null;
  end $$`.execute(db);
  await sql`create trigger articles_search_write
    after insert or update of user_id, title, tags, extracted_content_id on articles
    for each row execute function canyon_article_search_write()`.execute(db);
  await sql`create function canyon_content_search_write() returns trigger language plpgsql as $$
  begin
    update article_search s
      set head = h.head, document = canyon_search_document(a.user_id, h.head, new.text_content)
      from articles a
      cross join lateral (
        select canyon_search_head(coalesce(a.title, new.title), a.tags, new.site_name) as head) h
      where a.extracted_content_id = new.id and s.article_id = a.id;
    return null;
  end $$`.execute(db);
  await sql`create trigger extracted_content_search_write
    after update of title, text_content, site_name on extracted_content
    for each row execute function canyon_content_search_write()`.execute(db);
  await sql`insert into article_search (article_id, head, document)
    select a.id, h.head, canyon_search_document(a.user_id, h.head, e.text_content)
    from articles a left join extracted_content e on e.id = a.extracted_content_id
    cross join lateral (
      select canyon_search_head(coalesce(a.title, e.title), a.tags, e.site_name) as head) h`.execute(
    db,
  );
}

async function postgresDown(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger extracted_content_search_write on extracted_content`.execute(db);
  await sql`drop trigger articles_search_write on articles`.execute(db);
  await sql`drop function canyon_content_search_write()`.execute(db);
  await sql`drop function canyon_article_search_write()`.execute(db);
  await sql`drop table article_search`.execute(db);
  await sql`drop function canyon_search_document(text, tsvector, text)`.execute(db);
  await sql`drop function canyon_search_head(text, text, text)`.execute(db);
  await sql`drop function canyon_fold(text)`.execute(db);
}

export function searchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await addSharedColumns(db);
      await (dialect === 'postgres' ? postgresUp(db) : sqliteUp(db));
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await (dialect === 'postgres' ? postgresDown(db) : sqliteDown(db));
      await dropSharedColumns(db);
    },
  };
}
