import type { UserRecord } from '@/shared/auth/user-record';
import { PLANS, type PlanDefinition } from '@/shared/billing/billing-schemas';

type PlanFields = Pick<
  UserRecord,
  'plan' | 'stripeCustomerId' | 'stripeSubscriptionId' | 'subscription'
>;

// Statuses in which a Pro subscription still exists at the payment provider: the reader fixes
// or ends it in the billing portal rather than starting a second one.
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'incomplete']);

function hasLiveSubscription({ plan, subscription }: PlanFields): boolean {
  if (plan !== 'pro') return false;
  if (LIVE_STATUSES.has(subscription.status)) return true;
  return subscription.status === 'canceled' && subscription.cancelAtPeriodEnd;
}

/** Spec §6: only non-Pro readers upgrade (and not while a subscription is still running). */
export function canUpgrade(user: PlanFields): boolean {
  return !user.subscription.isPro && !hasLiveSubscription(user);
}

/** Spec §6: only Pro readers with a billing account open the portal (Payment Due included). */
export function canManageBilling(user: PlanFields): boolean {
  return user.plan === 'pro' && user.stripeCustomerId !== null;
}

/** Spec "Settings": Billing Information shows for Pro subscribers with a subscription. */
export function showsBillingInformation(user: PlanFields): boolean {
  return user.plan === 'pro' && user.stripeSubscriptionId !== null;
}

export function planDefinition(id: 'free' | 'pro'): PlanDefinition {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** "Free", or "$4.99 per month". */
export function planPrice(plan: PlanDefinition): string {
  return plan.price === 0 ? 'Free' : `$${plan.price.toFixed(2)} per month`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 5, 2027"; null for a value that is not a date. */
export function formatDay(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

/** Whether the period end is when the plan stops rather than renews. */
export function endsAtPeriodEnd(subscription: UserRecord['subscription']): boolean {
  return subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
}
