// What the two measurements of a save's indexing cost share (bench:search in process,
// bench:save-indexing through the real server): a realistic page, and the index turned off.
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database';

/**
 * Runs `work` with the search index not kept: its triggers disabled (PostgreSQL) or dropped
 * and made again afterwards (SQLite has no way to disable one).
 */
export async function withoutIndex<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    const triggers = ['articles_search_insert', 'articles_search_update'];
    for (const name of triggers)
      await sql`alter table articles disable trigger ${sql.id(name)}`.execute(db.kysely);
    try {
      return await work();
    } finally {
      for (const name of triggers)
        await sql`alter table articles enable trigger ${sql.id(name)}`.execute(db.kysely);
    }
  }
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and name like '%search%'`.execute(db.kysely);
  for (const row of rows) await sql`drop trigger ${sql.id(row.name)}`.execute(db.kysely);
  try {
    return await work();
  } finally {
    for (const row of rows) await sql.raw(row.sql).execute(db.kysely);
  }
}

/** A page as a site serves it: head, navigation, the article, related links, a footer. */
export function articlePage(title: string, html: string): string {
  const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/n/${i}">Section ${i}</a></li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}"><style>body{font:16px serif}</style>
<script>window.analytics=[];</script></head><body><header><nav><ul>${links.join('')}</ul></nav>
</header><main><article><h1>${title}</h1><p class="byline">By A. Writer</p>${html}</article>
<aside><h2>Related</h2><ul>${links.join('')}</ul></aside></main>
<footer><p>© The Example Times</p><ul>${links.join('')}</ul></footer></body></html>`;
}

/** An article's text as paragraphs of HTML. */
export const paragraphs = (text: string) => `<p>${text.replaceAll('\n\n', '</p><p>')}</p>`;
