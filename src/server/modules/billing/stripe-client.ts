import Stripe from 'stripe';
import type { BillingSettings } from '../../config';

/** Where the SDK sends requests: Stripe's own API, or the server STRIPE_API_BASE names. */
function apiAddress(base: URL | undefined) {
  if (!base) return {};
  const protocol = base.protocol === 'https:' ? 'https' : 'http';
  return {
    // URL keeps an IPv6 literal in brackets; Node's http wants it bare.
    host: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port || (protocol === 'https' ? 443 : 80),
    protocol,
  } as const;
}

export function createStripeClient(settings: BillingSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Canyon' },
    ...apiAddress(settings.apiBase),
  });
}

/** Stripe answered that the object named does not exist (`resource_missing`). */
export function isMissingResource(
  error: unknown,
): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/** "No such customer": the stored customer was deleted at Stripe, or belongs to another account. */
export function isNoSuchCustomer(error: unknown): boolean {
  return (
    isMissingResource(error) &&
    (error.param === 'customer' || /no such customer/i.test(error.message))
  );
}
