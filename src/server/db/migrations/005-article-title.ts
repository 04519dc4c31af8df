import { sql, type Kysely } from 'kysely';

// What a reader typed lives on their own article, never in the extracted content other readers'
// saves reuse (SECURITY.md 43). Content stored before this may carry such a title, so it stops
// being shared: the next save of each page fetches it afresh.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('title', 'text').execute();
  await sql`update extracted_content set shareable = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('title').execute();
}
