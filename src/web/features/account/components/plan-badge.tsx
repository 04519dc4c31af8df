import { Sparkles } from 'lucide-react';
import type { SubscriptionView } from '@/shared/auth/subscription-view';
import { planBadge, type PlanBadgeKind } from '@/web/features/account/lib/plan-badge';
import { cn } from '@/web/lib/cn';

const tones: Record<PlanBadgeKind, string> = {
  pro: 'bg-brand text-stone-950 ring-amber-600/30',
  'payment-due':
    'bg-red-100 text-red-800 ring-red-300 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-500/40',
  canceling:
    'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  canceled:
    'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700',
  incomplete:
    'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-500/15 dark:text-orange-200 dark:ring-orange-500/40',
  trial:
    'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-500/40',
  free: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700',
};

/** The reader's plan at a glance (spec §2 "Plan badge"); with details, its renewal or end date. */
export function PlanBadge({
  subscription,
  showDetails = false,
  className,
}: {
  subscription: SubscriptionView;
  showDetails?: boolean;
  className?: string;
}) {
  const badge = planBadge(subscription);
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}
      data-plan={badge.kind}
    >
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
          tones[badge.kind],
        )}
      >
        {badge.kind === 'pro' && <Sparkles aria-hidden="true" className="size-3" />}
        {badge.label}
      </span>
      {showDetails && badge.detail && (
        <span className="text-xs text-stone-600 dark:text-stone-400">{badge.detail}</span>
      )}
      {showDetails && badge.note && (
        <span className="basis-full text-xs font-medium text-red-700 dark:text-red-300">
          {badge.note}
        </span>
      )}
    </div>
  );
}
