import { CreditCard, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { BILLING_MESSAGES } from '@/shared/billing/billing-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { openBillingPortal, startCheckout } from '@/web/features/settings/api/billing-redirects';
import { BillingErrorBox } from '@/web/features/settings/components/billing-error-box';
import { useBillingRedirect } from '@/web/features/settings/hooks/use-billing-redirect';

/** Says beside disabled billing buttons why they do nothing on this server. */
export function BillingOffNote() {
  return (
    <p className="text-sm text-stone-600 dark:text-stone-400">{BILLING_MESSAGES.notConfigured}</p>
  );
}

function BillingButtonRow({
  children,
  billingEnabled,
}: {
  children: ReactNode;
  billingEnabled: boolean;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
      {children}
      {!billingEnabled && <BillingOffNote />}
    </div>
  );
}

/** "Upgrade to Pro" and "Manage Billing", each shown when the reader may use it, with the error box. */
export function PlanButtons({
  showUpgrade,
  showManage,
  billingEnabled,
}: {
  showUpgrade: boolean;
  showManage: boolean;
  billingEnabled: boolean;
}) {
  const upgrade = useBillingRedirect(startCheckout, BILLING_MESSAGES.upgradeFailed);
  const manage = useBillingRedirect(openBillingPortal, BILLING_MESSAGES.portalFailed);
  if (!showUpgrade && !showManage) return null;
  const error = upgrade.error ?? manage.error;
  const busy = upgrade.pending || manage.pending;

  return (
    <>
      <BillingButtonRow billingEnabled={billingEnabled}>
        {showUpgrade && (
          <Button disabled={!billingEnabled || busy} onClick={() => void upgrade.run()}>
            {upgrade.pending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {upgrade.pending ? 'Upgrading...' : 'Upgrade to Pro'}
          </Button>
        )}
        {showManage && (
          <Button
            variant="secondary"
            disabled={!billingEnabled || busy}
            onClick={() => void manage.run()}
          >
            {manage.pending ? <Spinner /> : <CreditCard aria-hidden="true" />}
            {manage.pending ? 'Loading...' : 'Manage Billing'}
          </Button>
        )}
      </BillingButtonRow>
      {error && (
        <BillingErrorBox
          message={error}
          onDismiss={() => {
            upgrade.dismiss();
            manage.dismiss();
          }}
        />
      )}
    </>
  );
}

/** Billing Information's own "Manage Billing & Payment Methods", with its own error box. */
export function ManagePaymentButton({ billingEnabled }: { billingEnabled: boolean }) {
  const manage = useBillingRedirect(openBillingPortal, BILLING_MESSAGES.portalFailed);
  return (
    <>
      <BillingButtonRow billingEnabled={billingEnabled}>
        <Button
          variant="secondary"
          disabled={!billingEnabled || manage.pending}
          onClick={() => void manage.run()}
        >
          {manage.pending ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {manage.pending ? 'Loading...' : 'Manage Billing & Payment Methods'}
        </Button>
      </BillingButtonRow>
      {manage.error && <BillingErrorBox message={manage.error} onDismiss={manage.dismiss} />}
    </>
  );
}
