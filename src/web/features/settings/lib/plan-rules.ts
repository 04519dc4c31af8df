import type { UserRecord } from '@/shared/auth/user-record';
import { PLANS, type PlanDefinition } from '@/shared/billing/billing-schemas';

export { canManageBilling, canUpgrade, showsBillingInformation } from '@/shared/billing/plan-rules';

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
