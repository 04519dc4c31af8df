import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@/shared/billing/billing-schemas';
import { userRecordSchema } from '@/shared/auth/user-record';
import { TestClient, signedInClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { createBillingTestApp, TEST_STRIPE, type BillingTestApp } from './testing/billing-test-app';

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

describe('billing when Stripe is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers 503 with the message for checkout, portal and the webhook', async () => {
    const reader = await signedInClient(t, 'nobilling@example.com');
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await reader.post(path, {});
      expect(res.status).toBe(503);
      expect(await json(res)).toEqual({
        error: { message: BILLING_MESSAGES.notConfigured, code: 'UNAVAILABLE' },
      });
    }
    const webhook = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).toBe(503);
  });

  it('asks signed-out visitors to sign in first', async () => {
    const res = await new TestClient(t).post('/api/billing/checkout', {});
    expect(res.status).toBe(401);
  });

  it('lists the billing endpoints in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/billing/checkout']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '409', '502', '503']),
    );
    expect(doc.paths['/api/billing/portal']?.post).toBeDefined();
    expect(doc.paths['/api/billing/webhook']?.post).toBeDefined();
  });
});

describeEachDialect('checkout and portal on %s', (dialect) => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const checkoutRequests = () =>
    t.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

  it('gives a free reader a checkout session for their new customer', async () => {
    const { client, id } = await t.reader('upgrade@example.com');
    const res = await client.post('/api/billing/checkout', {});
    expect(res.status).toBe(200);
    const { url } = (await json(res)) as { url: string };
    expect(url).toMatch(new RegExp(`^${t.stripe.apiBase}/checkout/cs_test_`));

    const customerId = (await t.record(id))?.stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const customer = t.stripe.customers.get(customerId as string);
    expect(customer).toMatchObject({
      email: expect.stringMatching(/^upgrade/),
      metadata: { userId: id },
    });

    const session = checkoutRequests().at(-1);
    expect(session?.headers.authorization).toBe(`Bearer ${TEST_STRIPE.secretKey}`);
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: id,
      line_items: [{ price: TEST_STRIPE.priceId, quantity: '1' }],
      success_url: `${t.config.publicUrl}/dashboard?success=true`,
      cancel_url: `${t.config.publicUrl}/dashboard?canceled=true`,
    });

    // A second click uses the same customer.
    const customersBefore = t.stripe.customers.size;
    expect((await client.post('/api/billing/checkout', {})).status).toBe(200);
    expect(t.stripe.customers.size).toBe(customersBefore);
    expect(checkoutRequests().at(-1)?.body.customer).toBe(customerId);
  });

  it.each(['active', 'trialing', 'past_due', 'unpaid'])(
    'refuses a Pro reader whose subscription is %s with 409 and asks nothing of Stripe',
    async (status) => {
      const { client, id } = await t.reader(`already-${status}@example.com`);
      await t.db.kysely
        .updateTable('user')
        .set({ plan: 'pro', subscriptionStatus: status })
        .where('id', '=', id)
        .execute();
      const before = t.stripe.requests.length;
      const res = await client.post('/api/billing/checkout', {});
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({
        error: { message: BILLING_MESSAGES.alreadyPro, code: 'CONFLICT' },
      });
      expect(t.stripe.requests.length).toBe(before);
    },
  );

  it('makes a new customer and retries once when the stored one is gone', async () => {
    const { client, id } = await t.reader('gone@example.com');
    expect((await client.post('/api/billing/checkout', {})).status).toBe(200);
    const first = (await t.record(id))?.stripeCustomerId as string;
    t.stripe.deleteCustomer(first);

    const before = checkoutRequests().length;
    const res = await client.post('/api/billing/checkout', {});
    expect(res.status).toBe(200);
    const second = (await t.record(id))?.stripeCustomerId as string;
    expect(second).toMatch(/^cus_/);
    expect(second).not.toBe(first);
    expect(t.stripe.customers.get(second)?.metadata).toEqual({ userId: id });
    expect(
      checkoutRequests()
        .slice(before)
        .map((r) => r.body.customer),
    ).toEqual([first, second]);
  });

  it('retries only once: a second "No such customer" is a failure', async () => {
    const { client, id } = await t.reader('twice@example.com');
    expect((await client.post('/api/billing/checkout', {})).status).toBe(200);
    t.stripe.deleteCustomer((await t.record(id))?.stripeCustomerId as string);
    const noSuchCustomer = {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such customer: 'cus_elsewhere'",
    };
    // The retry meets the same answer.
    t.stripe.failNext('POST', '/v1/checkout/sessions', noSuchCustomer);
    t.stripe.failNext('POST', '/v1/checkout/sessions', noSuchCustomer);
    const before = checkoutRequests().length;
    const res = await client.post('/api/billing/checkout', {});
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({
      error: { message: BILLING_MESSAGES.upgradeFailed, code: 'BILLING_FAILED' },
    });
    expect(checkoutRequests().length - before).toBe(2);
  });

  it('answers any other Stripe failure with the upgrade message', async () => {
    const { client } = await t.reader('noprice@example.com');
    t.stripe.failNext('POST', '/v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such price: 'price_canyon_pro_monthly'",
    });
    const before = checkoutRequests().length;
    const res = await client.post('/api/billing/checkout', {});
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({
      error: { message: BILLING_MESSAGES.upgradeFailed, code: 'BILLING_FAILED' },
    });
    expect(checkoutRequests().length - before).toBe(1);
  });

  it('opens the portal for a Pro reader with a customer, and for nobody else', async () => {
    const { client, id } = await t.reader('portal@example.com');
    const refused = await client.post('/api/billing/portal', {});
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: { message: BILLING_MESSAGES.noBillingAccount, code: 'FORBIDDEN' },
    });

    // Pro without a billing account (given by the operator's DEFAULT_PLAN): still refused.
    await t.db.kysely.updateTable('user').set({ plan: 'pro' }).where('id', '=', id).execute();
    expect((await client.post('/api/billing/portal', {})).status).toBe(403);

    const customer = t.stripe.createCustomer({ email: 'portal@example.com' });
    await t.db.kysely
      .updateTable('user')
      .set({ stripeCustomerId: customer.id, subscriptionStatus: 'active' })
      .where('id', '=', id)
      .execute();
    const res = await client.post('/api/billing/portal', {});
    expect(res.status).toBe(200);
    expect(((await json(res)) as { url: string }).url).toMatch(
      new RegExp(`^${t.stripe.apiBase}/portal/bps_`),
    );
    const request = t.stripe.requests.at(-1);
    expect(request).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: { customer: customer.id, return_url: `${t.config.publicUrl}/settings` },
    });

    // A payment due keeps the portal open: that is where the card is fixed.
    await t.db.kysely
      .updateTable('user')
      .set({ subscriptionStatus: 'past_due' })
      .where('id', '=', id)
      .execute();
    expect((await client.post('/api/billing/portal', {})).status).toBe(200);

    t.stripe.failNext('POST', '/v1/billing_portal/sessions', {
      status: 400,
      type: 'invalid_request_error',
      message:
        'No configuration provided and your test mode default configuration has not been created.',
    });
    const failed = await client.post('/api/billing/portal', {});
    expect(failed.status).toBe(502);
    expect(await json(failed)).toEqual({
      error: { message: BILLING_MESSAGES.portalFailed, code: 'BILLING_FAILED' },
    });
  });

  it('keeps payments away from personal API tokens', async () => {
    const { client } = await t.reader('token@example.com');
    const created = await client.post('/api/tokens', { name: 'script' });
    const { token } = (await json(created)) as { token: string };
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(403);
    }
  });

  it('grants nothing for visiting the success URL', async () => {
    const { client, id } = await t.reader('visitor@example.com');
    expect((await client.post('/api/billing/checkout', {})).status).toBe(200);
    const before = t.stripe.requests.length;
    await client.get('/dashboard?success=true');
    await client.get('/dashboard?success=true&session_id=cs_test_forged');
    const me = userRecordSchema.parse(await json(await client.get('/api/me')));
    expect(me.plan).toBe('free');
    expect(me.subscription.isPro).toBe(false);
    expect(me.stripeSubscriptionId).toBeNull();
    expect(await t.record(id)).toMatchObject({ plan: 'free', subscriptionStatus: null });
    expect(t.stripe.requests.length).toBe(before);
  });
});
