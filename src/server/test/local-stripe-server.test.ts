import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseStripeForm,
  signStripePayload,
  startLocalStripe,
  type LocalStripe,
} from './local-stripe-server';

const SECRET = 'whsec_stand_in_test';

describe('the local Stripe stand-in', () => {
  let stand: LocalStripe;
  let stripe: Stripe;
  const received: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    stand = await startLocalStripe({
      webhookUrl: 'http://canyon.test/api/billing/webhook',
      webhookSecret: SECRET,
      deliver: async (_url, init) => {
        received.push({
          body: String(init.body),
          signature: new Headers(init.headers).get('stripe-signature') ?? '',
        });
        return new Response('{"received":true}', { status: 200 });
      },
    });
    const base = new URL(stand.apiBase);
    stripe = new Stripe('sk_test_stand_in', {
      host: base.hostname,
      port: base.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await stand.close();
  });

  it('reads form bodies the way Stripe does', () => {
    expect(
      parseStripeForm(
        new URLSearchParams(
          'mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&metadata[userId]=u',
        ),
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { userId: 'u' },
    });
  });

  it('signs webhooks the way the SDK checks them', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'ping',
      data: { object: {} },
    });
    const event = await stripe.webhooks.constructEventAsync(
      payload,
      signStripePayload(payload, SECRET),
      SECRET,
    );
    expect(event.id).toBe('evt_1');
  });

  it('creates, reads and forgets customers, with Stripe errors through the SDK', async () => {
    const customer = await stripe.customers.create({
      email: 'r@example.com',
      metadata: { userId: 'u1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      email: 'r@example.com',
      metadata: { userId: 'u1' },
    });
    stand.deleteCustomer(customer.id);
    const error = await stripe.customers.retrieve(customer.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      code: 'resource_missing',
      message: `No such customer: '${customer.id}'`,
    });
    expect(stand.requests.at(-1)?.headers.authorization).toBe('Bearer sk_test_stand_in');
  });

  it('refuses requests without a secret key', async () => {
    const res = await fetch(`${stand.apiBase}/v1/customers`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });

  it('runs a checkout: the page, Pay, signed events in order, then the success URL', async () => {
    const customer = await stripe.customers.create({ email: 'buyer@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u2',
      line_items: [{ price: 'price_pro', quantity: 1 }],
      success_url: 'http://canyon.test/dashboard?success=true',
      cancel_url: 'http://canyon.test/dashboard?canceled=true',
    });
    expect(session.url).toBe(`${stand.apiBase}/checkout/${session.id}`);
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('href="http://canyon.test/dashboard?canceled=true">Cancel</a>');

    received.length = 0;
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://canyon.test/dashboard?success=true');
    const events = await Promise.all(
      received.map((r) => stripe.webhooks.constructEventAsync(r.body, r.signature, SECRET)),
    );
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    const subscription = events[1]?.data.object as Stripe.Subscription;
    expect(subscription).toMatchObject({ customer: customer.id, status: 'active' });
    expect(subscription.items.data[0]?.price.id).toBe('price_pro');

    const listed = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(listed.data.map((s) => s.id)).toEqual([subscription.id]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('offers the portal, changes subscriptions and tells Canyon', async () => {
    const customer = await stripe.customers.create({});
    const sub = await stand.createSubscription(customer.id, {}, { send: false });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://canyon.test/settings',
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Cancel at period end</button>');
    expect(html).toContain('href="http://canyon.test/settings">Back to Canyon</a>');
    await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(stand.subscriptions.get(sub.id)?.cancel_at_period_end).toBe(true);
    expect(stand.events.at(-1)?.event.type).toBe('customer.subscription.updated');

    await stand.setSubscription(customer.id, { status: 'past_due' });
    expect(stand.events.at(-1)?.event).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: sub.id, status: 'past_due' } },
    });

    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(updated.cancel_at_period_end).toBe(false);
    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    await stand.idle();
    expect(stand.events.at(-1)?.event.type).toBe('customer.subscription.deleted');
    const missing = await stripe.subscriptions.cancel('sub_missing').catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'resource_missing' });
  });

  it('answers checkout for a deleted customer as Stripe does', async () => {
    const error = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: 'cus_deleted',
        line_items: [{ price: 'price_pro', quantity: 1 }],
        success_url: 'http://canyon.test/s',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_deleted'",
    });
  });
});
