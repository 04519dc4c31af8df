import { billingRedirectSchema, type BillingRedirect } from '@/shared/billing/billing-schemas';
import { api } from '@/web/lib/api-client';

/** POST /api/billing/checkout: the payment page for Pro. */
export async function startCheckout(): Promise<BillingRedirect> {
  return billingRedirectSchema.parse(await api.post<unknown>('/api/billing/checkout'));
}

/** POST /api/billing/portal: the page where a subscriber manages payment and cancellation. */
export async function openBillingPortal(): Promise<BillingRedirect> {
  return billingRedirectSchema.parse(await api.post<unknown>('/api/billing/portal'));
}
