import type { Kysely } from 'kysely';

// An article's AI summary is kept with who wrote it and when, and reused until the reader asks
// for a new one (issue #13). `summary` holds a JSON array of bullet points from now on; nothing
// wrote it before. Tag candidates are worked out once per article and kept beside it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('summary_provider', 'text').execute();
  await db.schema.alterTable('articles').addColumn('summary_generated_at', 'bigint').execute();
  await db.schema.alterTable('articles').addColumn('tag_candidates', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('tag_candidates').execute();
  await db.schema.alterTable('articles').dropColumn('summary_generated_at').execute();
  await db.schema.alterTable('articles').dropColumn('summary_provider').execute();
}
