import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

// Article images kept by Canyon (docs/decisions/008-article-images-in-the-database.md): each
// picture once, by the SHA-256 of its bytes, and for each extracted content the list of images
// it shows with how far fetching them has got. Bytes are a BLOB on SQLite and BYTEA on PostgreSQL.

export function articleImagesMigration(dialect: DialectName) {
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('image_blobs')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('content_images')
        .addColumn('content_id', 'text', (c) =>
          c.notNull().references('extracted_content.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('source_url', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('hash', 'text', (c) => c.references('image_blobs.hash'))
        .addColumn('failure', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_images_pk', ['content_id', 'position'])
        .execute();
      // Serving /api/images/:hash asks which contents show a picture.
      await db.schema
        .createIndex('content_images_hash')
        .on('content_images')
        .column('hash')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('content_images').execute();
      await db.schema.dropTable('image_blobs').execute();
    },
  };
}
