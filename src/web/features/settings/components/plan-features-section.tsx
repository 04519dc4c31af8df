import { Check } from 'lucide-react';
import type { UserRecord } from '@/shared/auth/user-record';
import { PLANS, type PlanDefinition } from '@/shared/billing/billing-schemas';
import { SettingsSection } from '@/web/features/settings/components/settings-section';
import { planDefinition, planPrice } from '@/web/features/settings/lib/plan-rules';
import { cn } from '@/web/lib/cn';

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5 text-[0.9375rem] leading-6">
          <Check
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-amber-700 dark:text-amber-300"
          />
          <span className="text-stone-700 dark:text-stone-300">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, current }: { plan: PlanDefinition; current: boolean }) {
  const nameId = `plan-card-${plan.id}`;
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl p-5 ring-1 ring-inset',
        current
          ? 'bg-amber-50/70 ring-amber-300 dark:bg-amber-400/5 dark:ring-amber-400/40'
          : 'ring-stone-200 dark:ring-stone-800',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h4 id={nameId} className="text-lg font-semibold text-stone-900 dark:text-white">
            {plan.name}
          </h4>
          <p className="text-sm text-stone-600 dark:text-stone-400">{planPrice(plan)}</p>
        </div>
        {current && (
          <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-stone-950 ring-1 ring-amber-600/30 ring-inset">
            Current
          </span>
        )}
      </div>
      <FeatureList features={plan.features} />
    </li>
  );
}

/** Spec "Settings": the current plan's features, then the Free and Pro cards. */
export function PlanFeaturesSection({ user }: { user: UserRecord }) {
  const current = user.subscription.plan;
  return (
    <SettingsSection title="Plan Features">
      <div className="mt-4">
        <FeatureList features={planDefinition(current).features} />
      </div>
      <h3 className="mt-8 text-base font-semibold text-stone-900 dark:text-white">
        Available Plans
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === current} />
        ))}
      </ul>
    </SettingsSection>
  );
}
