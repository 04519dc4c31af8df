import type { UserRecord } from '@/shared/auth/user-record';
import { PlanButtons } from '@/web/features/settings/components/billing-buttons';
import {
  SettingsFact,
  SettingsFacts,
  SettingsSection,
} from '@/web/features/settings/components/settings-section';
import {
  canManageBilling,
  canUpgrade,
  endsAtPeriodEnd,
  formatDay,
  planDefinition,
  planPrice,
} from '@/web/features/settings/lib/plan-rules';

/** Spec "Settings" › Current Plan: name, price, status, renewal or end, and the billing buttons. */
export function CurrentPlanSection({
  user,
  billingEnabled,
}: {
  user: UserRecord;
  billingEnabled: boolean;
}) {
  const { subscription } = user;
  const plan = planDefinition(subscription.plan);
  const periodEnd = formatDay(subscription.currentPeriodEnd);

  return (
    <SettingsSection title="Current Plan">
      <SettingsFacts>
        <SettingsFact label="Plan">
          <span className="font-semibold">{plan.name}</span>
        </SettingsFact>
        <SettingsFact label="Price">{planPrice(plan)}</SettingsFact>
        <SettingsFact label="Status">
          <span>{subscription.statusLabel}</span>
          {periodEnd && (
            <span className="mt-0.5 block text-sm text-stone-600 dark:text-stone-400">
              {endsAtPeriodEnd(subscription) ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}
            </span>
          )}
        </SettingsFact>
      </SettingsFacts>
      <PlanButtons
        showUpgrade={canUpgrade(user)}
        showManage={canManageBilling(user)}
        billingEnabled={billingEnabled}
      />
    </SettingsSection>
  );
}
