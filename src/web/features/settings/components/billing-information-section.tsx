import type { UserRecord } from '@/shared/auth/user-record';
import { ManagePaymentButton } from '@/web/features/settings/components/billing-buttons';
import {
  SettingsFact,
  SettingsFacts,
  SettingsSection,
} from '@/web/features/settings/components/settings-section';
import { endsAtPeriodEnd, formatDay } from '@/web/features/settings/lib/plan-rules';

/** Spec "Settings" › Billing Information, for Pro subscribers with a subscription. */
export function BillingInformationSection({
  user,
  billingEnabled,
}: {
  user: UserRecord;
  billingEnabled: boolean;
}) {
  const { subscription } = user;
  const periodEnd = formatDay(subscription.currentPeriodEnd);
  return (
    <SettingsSection title="Billing Information">
      <SettingsFacts>
        <SettingsFact label="Subscription Status">{subscription.statusLabel}</SettingsFact>
        {periodEnd && (
          <SettingsFact
            label={endsAtPeriodEnd(subscription) ? 'Subscription Ends' : 'Next Billing Date'}
          >
            {periodEnd}
          </SettingsFact>
        )}
      </SettingsFacts>
      <ManagePaymentButton billingEnabled={billingEnabled} />
    </SettingsSection>
  );
}
