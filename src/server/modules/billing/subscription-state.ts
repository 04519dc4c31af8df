import type Stripe from 'stripe';
import { LIVE_STATUSES } from '@/shared/billing/plan-rules';

// What Canyon writes on the user record for a customer's subscriptions at Stripe
// (docs/decisions/015-subscription-state-machine.md). Pure: the webhook reads the
// subscriptions from Stripe and hands them here, so the order events arrive in never matters.

/** Statuses in which the reader keeps the Pro plan (whether AI works also needs `active`/`trialing`). */
export const PRO_STATUSES: ReadonlySet<string> = new Set([
  'active',
  'trialing',
  'past_due',
  'unpaid',
]);

/** The subscription fields of the user record, as Canyon stores them. */
export type SubscriptionRecord = {
  plan: 'free' | 'pro';
  subscriptionStatus: string | null;
  /** Epoch milliseconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
};

/** The part of a Stripe subscription Canyon reads. */
export type SubscriptionSnapshot = Pick<
  Stripe.Subscription,
  'id' | 'status' | 'created' | 'cancel_at_period_end' | 'cancel_at'
> & {
  items?: { data: { current_period_end?: number | null }[] } | null;
};

/**
 * The subscription that speaks for the reader: a live one before an ended one, and the newest
 * of those. A reader who subscribed again after a cancellation is judged by the new one.
 */
export function mostRelevantSubscription<S extends SubscriptionSnapshot>(
  subscriptions: readonly S[],
): S | undefined {
  return [...subscriptions].sort((a, b) => {
    const live = Number(LIVE_STATUSES.has(b.status)) - Number(LIVE_STATUSES.has(a.status));
    return live !== 0 ? live : b.created - a.created;
  })[0];
}

/** The end of the period paid for: since API 2025-03-31 it lives on the subscription's items. */
function periodEndMs(subscription: SubscriptionSnapshot): number | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  if (typeof legacy === 'number') ends.push(legacy);
  return ends.length ? Math.max(...ends) * 1000 : null;
}

/** The user record's subscription fields for a customer with these subscriptions at Stripe. */
export function subscriptionRecord(
  subscriptions: readonly SubscriptionSnapshot[],
): SubscriptionRecord {
  const chosen = mostRelevantSubscription(subscriptions);
  if (!chosen) {
    return {
      plan: 'free',
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    };
  }
  const live = LIVE_STATUSES.has(chosen.status);
  return {
    plan: PRO_STATUSES.has(chosen.status) ? 'pro' : 'free',
    subscriptionStatus: chosen.status,
    currentPeriodEnd: periodEndMs(chosen),
    // The portal may schedule the end as a date (`cancel_at`) rather than the flag.
    cancelAtPeriodEnd: live && (chosen.cancel_at_period_end || chosen.cancel_at !== null),
    stripeSubscriptionId: chosen.id,
  };
}
