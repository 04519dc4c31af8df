import { writeAuthDate } from '../../db/auth-columns';
import type { Db } from '../../db/database';
import type { SubscriptionRecord } from './subscription-state';

/** The billing fields of a reader's record. */
export type BillingRow = {
  id: string;
  email: string;
  plan: string;
  subscriptionStatus: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: number;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

export async function readBillingRow(db: Db, userId: string): Promise<BillingRow | undefined> {
  return db.kysely
    .selectFrom('user')
    .select([
      'id',
      'email',
      'plan',
      'subscriptionStatus',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'stripeCustomerId',
      'stripeSubscriptionId',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findUserIdByCustomer(
  db: Db,
  customerId: string,
): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('user')
    .select('id')
    .where('stripeCustomerId', '=', customerId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Links a Stripe customer to the reader. With `onlyIfUnset`, a customer another request stored
 * first wins (two clicks on Upgrade make one billing account); returns the id now stored.
 */
export async function storeCustomerId(
  db: Db,
  userId: string,
  customerId: string,
  { onlyIfUnset }: { onlyIfUnset: boolean },
): Promise<string | null> {
  let update = db.kysely
    .updateTable('user')
    .set({ stripeCustomerId: customerId, updatedAt: writeAuthDate(db.dialect, new Date()) })
    .where('id', '=', userId);
  if (onlyIfUnset) update = update.where('stripeCustomerId', 'is', null);
  await update.execute();
  return (await readBillingRow(db, userId))?.stripeCustomerId ?? null;
}

/** Writes what Stripe says of the reader's subscription. */
export async function writeSubscription(
  db: Db,
  userId: string,
  record: SubscriptionRecord,
): Promise<void> {
  await db.kysely
    .updateTable('user')
    .set({
      plan: record.plan,
      subscriptionStatus: record.subscriptionStatus,
      currentPeriodEnd: record.currentPeriodEnd,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd ? 1 : 0,
      stripeSubscriptionId: record.stripeSubscriptionId,
      updatedAt: writeAuthDate(db.dialect, new Date()),
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records a webhook event's id; false when it was recorded before. The primary key decides,
 * so of two deliveries of one event arriving together exactly one is taken in.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string },
  at: Date = new Date(),
): Promise<boolean> {
  const result = await db.kysely
    .insertInto('billing_events')
    .values({ id: event.id, type: event.type, received_at: at.getTime() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets an event whose handling failed, so Stripe's next delivery of it is taken in. */
export async function forgetEvent(db: Db, eventId: string): Promise<void> {
  await db.kysely.deleteFrom('billing_events').where('id', '=', eventId).execute();
}

export async function countEvents(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('billing_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
