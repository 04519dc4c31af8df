import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { billingRedirectSchema } from '@/shared/billing/billing-schemas';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser, requireUser } from '../../auth/require-user';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';

const redirect = {
  description: 'Where to send the browser',
  content: {
    'application/json': { schema: openApiObject(billingRedirectSchema, 'BillingRedirect') },
  },
};

// 409 and 502 answer in the same error shape as the statuses errorResponses lists.
const errorShape = errorResponses(400)[400];
const conflict = { ...errorShape, description: 'Already on the Pro plan (code CONFLICT)' };
const stripeFailed = {
  ...errorShape,
  description: 'Stripe failed or refused the call (code BILLING_FAILED)',
};
const notConfigured = {
  ...errorResponses(503)[503],
  description: 'Billing is not configured on this server (code UNAVAILABLE)',
};

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/checkout',
  tags: ['Billing'],
  summary: 'Start the upgrade to Pro: a Stripe Checkout session',
  description:
    "For a reader not on Pro: a Checkout session for the Pro price (a subscription), for the reader's Stripe customer, created on first use. The browser returns to `/dashboard?success=true` or `?canceled=true`; the plan changes only when Stripe's signed webhook says so. From the web app only (a session, not an API token).",
  middleware: [requireUser],
  security: [{ session: [] }],
  responses: {
    200: redirect,
    ...errorResponses(401, 403),
    409: conflict,
    502: stripeFailed,
    503: notConfigured,
  },
});

const portalRoute = createRoute({
  method: 'post',
  path: '/api/billing/portal',
  tags: ['Billing'],
  summary: 'Manage billing: a Stripe Customer Portal session',
  description:
    'For a reader on the Pro plan with a Stripe customer (also while a payment is due): a Customer Portal session that returns to `/settings`. From the web app only.',
  middleware: [requireUser],
  security: [{ session: [] }],
  responses: {
    200: redirect,
    ...errorResponses(401, 403),
    502: stripeFailed,
    503: notConfigured,
  },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/billing/webhook',
  tags: ['Billing'],
  summary: "Stripe's webhook",
  description:
    "Called by Stripe, not by readers: the event as Stripe sent it (JSON, at most 64 KB), signed in the `Stripe-Signature` header with the endpoint's secret (STRIPE_WEBHOOK_SECRET) and at most 5 minutes old. Each event id is applied once; the reader's subscription is then read from Stripe, so events may arrive in any order. Events Canyon does not use are acknowledged and ignored.",
  request: {
    headers: z.object({
      'stripe-signature': z.string().optional().openapi({ description: 't=…,v1=…' }),
    }),
  },
  responses: {
    200: {
      description: 'Taken in (or ignored)',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    400: { ...errorShape, description: 'Missing or invalid signature; nothing was written' },
    502: { ...stripeFailed, description: 'Stripe could not be read; Stripe delivers it again' },
    503: notConfigured,
  },
});

/** Billing goes through the web app's session: a personal API token cannot reach payments. */
function sessionReader(c: Context<AppEnv>): AuthUser {
  const user = currentUser(c);
  if (user.via !== 'session') {
    throw new AppError('FORBIDDEN', 'Manage billing from the Canyon web app.');
  }
  return user;
}

export const billingRoutes = createRouter()
  .openapi(checkoutRoute, async (c) =>
    c.json(await c.get('deps').billing.checkout(sessionReader(c)), 200),
  )
  .openapi(portalRoute, async (c) =>
    c.json(await c.get('deps').billing.portal(sessionReader(c)), 200),
  )
  .openapi(webhookRoute, async (c) => {
    // The signature covers the bytes as sent: read them before anything parses them.
    const rawBody = await c.req.text();
    await c.get('deps').billing.handleWebhook(rawBody, c.req.header('stripe-signature'));
    return c.json({ received: true as const }, 200);
  });
