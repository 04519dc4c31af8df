// What the rest of Canyon may ask of billing (issue #14). The Stripe implementation lives in
// this folder; when STRIPE_* are not set, billing is off and says so.

import { BILLING_MESSAGES, type BillingRedirect } from '@/shared/billing/billing-schemas';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../errors';

export type Billing = {
  /** True when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set. */
  readonly enabled: boolean;
  /** A Checkout session for Pro at 4.99 a month (spec createCheckoutSession). */
  checkout(user: AuthUser): Promise<BillingRedirect>;
  /** A Customer Portal session for a Pro reader with a customer id (spec createPortalSession). */
  portal(user: AuthUser): Promise<BillingRedirect>;
  /** A signed webhook: verifies, then brings the user record to Stripe's truth. */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<void>;
  /** Before an account is deleted: cancels any live subscription at once. */
  cancelForDeletion(userId: string): Promise<void>;
};

const notConfigured = () => new AppError('UNAVAILABLE', BILLING_MESSAGES.notConfigured);

/** Billing when the operator has not configured Stripe: every call says so. */
export function disabledBilling(): Billing {
  return {
    enabled: false,
    checkout: () => Promise.reject(notConfigured()),
    portal: () => Promise.reject(notConfigured()),
    handleWebhook: () => Promise.reject(notConfigured()),
    cancelForDeletion: () => Promise.resolve(),
  };
}
