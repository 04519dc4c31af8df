import type { SubscriptionView } from '../auth/subscription-view';

// Spec §6 upgrade and billing-portal rules, shared so the buttons the web app shows and what the
// server accepts never disagree.

export type PlanFields = {
  plan: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscription: Pick<SubscriptionView, 'isPro' | 'status' | 'cancelAtPeriodEnd'>;
};

/**
 * Statuses of a subscription that is still running at the payment provider (and may still be
 * paid or recovered): the reader fixes or ends it in the billing portal rather than starting a
 * second one.
 */
export const LIVE_STATUSES: ReadonlySet<string> = new Set([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
]);

function hasLiveSubscription({ plan, subscription }: PlanFields): boolean {
  if (plan !== 'pro') return false;
  if (LIVE_STATUSES.has(subscription.status)) return true;
  return subscription.status === 'canceled' && subscription.cancelAtPeriodEnd;
}

/** Only non-Pro readers upgrade, and not while a subscription is still running. */
export function canUpgrade(user: PlanFields): boolean {
  return !user.subscription.isPro && !hasLiveSubscription(user);
}

/** Only Pro readers with a billing account open the portal (Payment Due included). */
export function canManageBilling(user: Pick<PlanFields, 'plan' | 'stripeCustomerId'>): boolean {
  return user.plan === 'pro' && user.stripeCustomerId !== null;
}

/** Billing Information shows for Pro subscribers with a subscription. */
export function showsBillingInformation(
  user: Pick<PlanFields, 'plan' | 'stripeSubscriptionId'>,
): boolean {
  return user.plan === 'pro' && user.stripeSubscriptionId !== null;
}
