import type { SubscriptionView } from '@/shared/auth/subscription-view';
import { formatDate } from '@/web/features/account/lib/format-date';

export type PlanBadgeKind =
  'pro' | 'payment-due' | 'canceling' | 'canceled' | 'incomplete' | 'trial' | 'free';

export type PlanBadgeInfo = {
  kind: PlanBadgeKind;
  label: string;
  /** A line that asks the reader to act (Payment Due only). */
  note: string | null;
  /** "Renews {date}" or "Ends {date}", when the subscription has a period end. */
  detail: string | null;
};

type BadgeInput = Pick<
  SubscriptionView,
  'plan' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'
>;

function kindOf({ plan, status, cancelAtPeriodEnd }: BadgeInput): PlanBadgeKind {
  if (plan === 'pro' && status === 'active') return 'pro';
  if (status === 'past_due') return 'payment-due';
  if (status === 'canceled') return cancelAtPeriodEnd ? 'canceling' : 'canceled';
  if (status === 'incomplete') return 'incomplete';
  if (status === 'trialing') return 'trial';
  return 'free';
}

const labels: Record<PlanBadgeKind, string> = {
  pro: 'Pro',
  'payment-due': 'Payment Due',
  canceling: 'Canceling',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  trial: 'Trial',
  free: 'Free',
};

/**
 * Spec §2 "Plan badge", rule by rule. One deliberate exception to "Renews {date}": a
 * subscription that is already canceled (not merely ending) renews nothing, so it shows no date.
 */
export function planBadge(subscription: BadgeInput): PlanBadgeInfo {
  const kind = kindOf(subscription);
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  let detail: string | null = null;
  if (date && kind !== 'canceled') {
    detail = subscription.cancelAtPeriodEnd ? `Ends ${date}` : `Renews ${date}`;
  }
  return {
    kind,
    label: labels[kind],
    note: kind === 'payment-due' ? 'Payment required to continue' : null,
    detail,
  };
}
