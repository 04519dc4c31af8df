import type { Kysely } from 'kysely';

// One migration set for both dialects: only column types both understand (text, bigint,
// integer) and plain b-tree indexes. The user tables arrive with accounts (Better Auth owns
// their shape), so user_id carries no foreign key here.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('extracted_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('text_content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('byline', 'text')
    .addColumn('site_name', 'text')
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('og_title', 'text')
    .addColumn('og_description', 'text')
    .addColumn('og_image', 'text')
    .addColumn('og_site_name', 'text')
    .addColumn('og_type', 'text')
    .addColumn('og_url', 'text')
    .addColumn('canonical_url', 'text')
    .addColumn('published_time', 'text')
    .addColumn('language', 'text')
    .addColumn('extracted_at', 'bigint', (c) => c.notNull())
    .addColumn('extracted_by', 'text')
    .addColumn('shareable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // "find by url with extractedAt newer than 7 days, latest first"
  await db.schema
    .createIndex('extracted_content_url_key_extracted_at')
    .on('extracted_content')
    .columns(['url_key', 'shareable', 'extracted_at'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('extracted_content_id', 'text', (c) =>
      c.references('extracted_content.id').onDelete('set null'),
    )
    .addColumn('summary', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The dashboard list: by user + archived, newest first, keyset cursor on (created_at, id).
  await db.schema
    .createIndex('articles_user_archived_created')
    .on('articles')
    .columns(['user_id', 'is_archived', 'created_at', 'id'])
    .execute();
  // Duplicate check by user + normalised URL; unique so two concurrent saves cannot both win.
  await db.schema
    .createIndex('articles_user_url_key')
    .on('articles')
    .columns(['user_id', 'url_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('articles_extracted_content')
    .on('articles')
    .column('extracted_content_id')
    .execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'text', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
    .execute();
  // Tags any-of, and the reader's distinct tag list.
  await db.schema
    .createIndex('article_tags_user_tag_created')
    .on('article_tags')
    .columns(['user_id', 'tag', 'created_at', 'article_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_tags').execute();
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('extracted_content').execute();
}
