import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

// Imports of other apps' exports (issue #16). The uploaded file is kept in the database in
// pieces until it has been read, so any app process can read it, and again after a restart.
// Each entry of the file becomes an item of the reader's report; an added item's article
// appears at once, its content arriving later (articles.content_status: pending or failed).
export function importsMigration(dialect: DialectName) {
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        // reading, fetching, done or failed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('imports_user_created')
        .on('imports')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('import_file_parts')
        .addColumn('import_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint('import_file_parts_pk', ['import_id', 'seq'])
        .execute();
      await db.schema
        .createTable('import_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('import_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        // The entry's order in the file, from 0: reading resumes after the last one stored.
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        // added, duplicate or invalid
        .addColumn('outcome', 'text', (c) => c.notNull())
        // for added items: pending, fetched or failed
        .addColumn('content_state', 'text')
        .addColumn('message', 'text')
        .addColumn('article_id', 'text')
        // Content the export carried (Omnivore, Wallabag, Canyon), until it is extracted.
        .addColumn('captured_html', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('import_items_ordinal')
        .on('import_items')
        .columns(['import_id', 'ordinal'])
        .unique()
        .execute();
      await db.schema
        .createIndex('import_items_outcome')
        .on('import_items')
        .columns(['import_id', 'outcome', 'content_state'])
        .execute();
      await db.schema
        .createIndex('import_items_article')
        .on('import_items')
        .column('article_id')
        .execute();
      await db.schema.alterTable('articles').addColumn('content_status', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('articles').dropColumn('content_status').execute();
      await db.schema.dropTable('import_items').execute();
      await db.schema.dropTable('import_file_parts').execute();
      await db.schema.dropTable('imports').execute();
    },
  };
}
