import { z } from 'zod';

// PRODUCT-SPEC.md §4 Subscription: with no record the reader is free and active; isPro only
// when the plan is pro and the status active. Canyon keeps the subscription fields on the
// user record, so the record's plan is the subscription's plan (DESIGN.md §3: DEFAULT_PLAN).

export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];

export const subscriptionViewSchema = z.object({
  status: z.string(),
  plan: z.enum(plans),
  isPro: z.boolean(),
  isActive: z.boolean(),
  statusLabel: z.string(),
  /** ISO date-time, or null. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export type SubscriptionFields = {
  plan: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
};

const statusLabels: Record<string, string> = {
  past_due: 'Past Due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  trialing: 'Trial',
};

export function subscriptionStatusLabel(status: string, cancelAtPeriodEnd: boolean): string {
  if (status === 'active') return cancelAtPeriodEnd ? 'Active (Canceling)' : 'Active';
  return statusLabels[status] ?? 'Unknown';
}

/** The subscription view of a user record; `null` (no record) is free and active. */
export function deriveSubscriptionView(record: SubscriptionFields | null): SubscriptionView {
  const status = record?.subscriptionStatus ?? 'active';
  const plan: Plan = record?.plan === 'pro' ? 'pro' : 'free';
  const cancelAtPeriodEnd = record?.cancelAtPeriodEnd ?? false;
  return {
    status,
    plan,
    isPro: plan === 'pro' && status === 'active',
    isActive: status === 'active',
    statusLabel: subscriptionStatusLabel(status, cancelAtPeriodEnd),
    currentPeriodEnd: record?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd,
  };
}
