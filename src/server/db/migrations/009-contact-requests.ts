import type { Kysely } from 'kysely';

// The help center's contact form (issue #15): every request is kept, so none is lost when mail
// is not configured or fails, and the mail's outcome is recorded beside it. A visitor's request
// has no user; a reader's goes with their account when it is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    // `pending` until the mail is handed over, then `sent` or `failed`; `not_sent` without SUPPORT_EMAIL.
    .addColumn('mail_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_user')
    .on('contact_requests')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_requests').execute();
}
