import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';
import { INDEXED_TEXT_CHARS } from './012-search';

// Search ranks the fields first, then by date, alike on both (decision 020, amended).
// SQLite: the index in saved-date order, with the fields apart.
// Ranking every match with bm25 cost up to 150 ms for a phrase of common words in a library of
// 10,000, so a search now ranks the way PostgreSQL's does: matches in the title, tags or site
// first (bm25 over a small second index of those fields only), then every other match newest
// first. For "newest first" to cost nothing, an article's index rowid follows its saved date:
// FTS5 then reads matches newest first and stops at the page's end.
//
// The rowid is the saved date in seconds × 2^20 plus a count of the articles saved in the same
// second (imports give thousands the same second). Seconds, not milliseconds, keep it within
// JavaScript's exact integers (2^53) until the year 2242, so ids read back stay exact.

const SAME_SECOND_SLOTS = 2 ** 20;
const second = (article: string) => `(${article}.created_at / 1000)`;

const owner = (article: string) =>
  `'u' || lower(hex(${article}.user_id)) || 'x' || ${article}.is_archived`;

const bodyRow = (article: string, content: string) => `${owner(article)},
    coalesce(${article}.title, ${content}.title),
    ${article}.tags,
    ${content}.site_name,
    substr(${content}.text_content, 1, ${INDEXED_TEXT_CHARS})`;

const headRow = (article: string, content: string) => `${owner(article)},
    coalesce(${article}.title, ${content}.title),
    ${article}.tags,
    ${content}.site_name`;

/** The two statements writing both index rows of the articles `where` picks. */
const writeRows = (from: string, where: string) => [
  `insert into article_search (rowid, owner, title, tags, site, body)
      select d.doc, ${bodyRow('a', 'e')} from ${from} where ${where};`,
  `insert into article_search_head (rowid, owner, title, tags, site)
      select d.doc, ${headRow('a', 'e')} from ${from} where ${where};`,
];

const deleteRows = (docs: string) => [
  `delete from article_search where rowid in (${docs});`,
  `delete from article_search_head where rowid in (${docs});`,
];

/** A trigger body: its statements in order. */
const body = (...statements: string[][]) => sql.raw(statements.flat().join('\n    '));

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'extracted_content_search_update',
    'articles_search_delete',
    'articles_search_update',
    'articles_search_insert',
  ])
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  await sql`drop table article_search`.execute(db);
  await sql`drop table article_search_docs`.execute(db);

  await sql`create table article_search_docs (
    doc integer primary key,
    article_id text not null unique
  )`.execute(db);
  await sql`create virtual table article_search using fts5(
    owner, title, tags, site, body,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create virtual table article_search_head using fts5(
    owner, title, tags, site,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  // Title > tags > site (the owner weighs nothing); see search.repo.ts.
  await sql`insert into article_search_head (article_search_head, rank)
    values ('rank', 'bm25(0.0, 10.0, 6.0, 4.0)')`.execute(db);

  const joined = `article_search_docs d join articles a on a.id = d.article_id
    left join extracted_content e on e.id = a.extracted_content_id`;
  const slots = sql.lit(SAME_SECOND_SLOTS);
  const first = sql.raw(`${second('new')} * ${SAME_SECOND_SLOTS}`);
  await sql`create trigger articles_search_insert after insert on articles begin
    insert into article_search_docs (doc, article_id) values (
      (select coalesce(max(doc) + 1, ${first})
       from article_search_docs where doc >= ${first} and doc < ${first} + ${slots}),
      new.id);
    ${body(writeRows(joined, 'a.id = new.id'))}
  end`.execute(db);
  const docOfOld = '(select doc from article_search_docs where article_id = old.id)';
  await sql`create trigger articles_search_update
    after update of user_id, is_archived, title, tags, extracted_content_id on articles begin
    ${body(deleteRows(docOfOld), writeRows(joined, 'a.id = new.id'))}
  end`.execute(db);
  await sql`create trigger articles_search_delete after delete on articles begin
    ${body(deleteRows(docOfOld), [`delete from article_search_docs where article_id = old.id;`])}
  end`.execute(db);
  // A refresh that rewrites shared content reaches every article showing it.
  const showing = `select d.doc from articles a join article_search_docs d on d.article_id = a.id
      where a.extracted_content_id = new.id`;
  await sql`create trigger extracted_content_search_update
    after update of title, text_content, site_name on extracted_content begin
    ${body(deleteRows(showing), writeRows(joined, 'a.extracted_content_id = new.id'))}
  end`.execute(db);

  // Every article saved before, numbered by its saved date.
  await sql`insert into article_search_docs (doc, article_id)
    select ${sql.raw(second('articles'))} * ${slots}
      + row_number() over (partition by ${sql.raw(second('articles'))} order by created_at, id) - 1,
      id
    from articles`.execute(db);
  for (const statement of writeRows(joined, '1')) await sql.raw(statement).execute(db);
}

// PostgreSQL: a GIN index over `head` (title, tags, site) finds the field matches; ANDed with
// the owner's lexeme in `document`'s index (a bitmap of each), only the reader's are read, and
// no text vector. (Putting the owner into `head` instead would rewrite every row and re-index
// every text: measured 492 s for 100,000 articles, against seconds for this index.)
async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // Written to run again over its own result (its test does).
  await sql`create index if not exists article_search_fields on article_search using gin (head)
    with (gin_pending_list_limit = 1024)`.execute(db);
  // Inserted articles are indexed once per statement, as one set: an import writes 200 a
  // statement, and a trigger per row made its 20,000 rows miss the 10 s goal. Updates stay per
  // row (a trigger on chosen columns cannot see its rows as a table).
  for (const name of ['articles_search_write', 'articles_search_insert', 'articles_search_update'])
    await sql`drop trigger if exists ${sql.id(name)} on articles`.execute(db);
  await sql`create or replace function canyon_articles_search_insert() returns trigger
    language plpgsql as $$
  begin
    insert into article_search (article_id, head, document)
      select n.id, h.head, canyon_search_document(n.user_id, h.head, e.text_content)
      from inserted n
      left join extracted_content e on e.id = n.extracted_content_id
      cross join lateral (
        select canyon_search_head(coalesce(n.title, e.title), n.tags, e.site_name) as head) h;
    return null;
  end $$`.execute(db);
  await sql`create trigger articles_search_insert after insert on articles
    referencing new table as inserted
    for each statement execute function canyon_articles_search_insert()`.execute(db);
  await sql`create trigger articles_search_update
    after update of user_id, title, tags, extracted_content_id on articles
    for each row execute function canyon_article_search_write()`.execute(db);
}

export function searchOrderMigration(dialect: DialectName) {
  return {
    up: (db: Kysely<unknown>) => (dialect === 'sqlite' ? sqliteUp(db) : postgresUp(db)),
    // Going back is not supported: 012's index would have to be rebuilt the old way.
    down: () => Promise.resolve(),
  };
}
