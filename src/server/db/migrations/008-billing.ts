import type { Kysely } from 'kysely';

// Stripe webhooks (issue #14): each event id is recorded once, so a delivery Stripe repeats,
// even at the same moment, is applied once. Readers are found by their Stripe customer id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_stripe_customer_id')
    .on('user')
    .column('stripeCustomerId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_stripe_customer_id').execute();
  await db.schema.dropTable('billing_events').execute();
}
