import type { Kysely } from 'kysely';

// Usage events stay in Canyon's own database (DESIGN.md §3): no third party sees them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_events_user_created')
    .on('usage_events')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_events').execute();
}
