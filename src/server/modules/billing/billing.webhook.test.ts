import { afterAll, beforeAll, expect, it } from 'vitest';
import { signStripePayload, type StripeStandInObject } from '../../test/local-stripe-server';
import { describeEachDialect } from '../../test/test-database';
import { countEvents } from './billing.repo';
import { createBillingTestApp, TEST_STRIPE, type BillingTestApp } from './testing/billing-test-app';

const DAY = 24 * 60 * 60;

describeEachDialect('the Stripe webhook on %s', (dialect) => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A reader who went through checkout and paid: Pro, with a customer and a subscription. */
  async function proReader(email: string) {
    const reader = await t.reader(email);
    const res = await reader.client.post('/api/billing/checkout', {});
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const sessionId = url.split('/').at(-1) as string;
    const landing = await t.stripe.pay(sessionId);
    expect(landing).toBe(`${t.config.publicUrl}/dashboard?success=true`);
    const customerId = (await t.record(reader.id))?.stripeCustomerId as string;
    return { ...reader, customerId };
  }

  function eventBody(type: string, object: Record<string, unknown>, id = `evt_${Math.random()}`) {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  const listRequests = () =>
    t.stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions').length;

  it('refuses a bad, missing, stale or foreign signature with 400 and writes nothing', async () => {
    const { id, customerId } = await proReader('forged@example.com');
    const before = await t.record(id);
    const events = await countEvents(t.db);
    const published = t.published.length;
    const body = eventBody('customer.subscription.deleted', {
      id: 'sub_forged',
      object: 'subscription',
      customer: customerId,
      status: 'canceled',
    });
    const signatures: (string | undefined)[] = [
      undefined,
      't=1,v1=deadbeef',
      signStripePayload(body, 'whsec_someone_else'),
      signStripePayload(body, TEST_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 301),
      signStripePayload(`${body} `, TEST_STRIPE.webhookSecret),
    ];
    for (const signature of signatures) {
      const res = await t.postWebhook(body, signature ? { 'stripe-signature': signature } : {});
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect(await t.record(id)).toEqual(before);
    expect(await countEvents(t.db)).toBe(events);
    expect(t.published.length).toBe(published);
  });

  it('makes a reader Pro once checkout completes, and tells their pages', async () => {
    const published = t.published.length;
    const { id, customerId } = await proReader('paid@example.com');
    const [subscription] = t.stripe.subscriptionsOf(customerId);
    const item = (subscription?.items as { data: { current_period_end: number }[] }).data[0];
    expect(await t.record(id)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscription?.id,
      currentPeriodEnd: (item?.current_period_end ?? 0) * 1000,
      cancelAtPeriodEnd: 0,
    });
    const sent = t.stripe.events.slice(-2);
    expect(sent.map((e) => [e.event.type, e.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
    ]);
    expect(t.published.slice(published)).toEqual([id, id]);
  });

  it('applies an event delivered twice, even at the same moment, once', async () => {
    const { id, customerId } = await proReader('twice@example.com');
    const [subscription] = t.stripe.subscriptionsOf(customerId);
    const body = eventBody('customer.subscription.updated', subscription as StripeStandInObject);
    const post = () =>
      t.postWebhook(body, {
        'stripe-signature': signStripePayload(body, TEST_STRIPE.webhookSecret),
      });
    const events = await countEvents(t.db);
    const reads = listRequests();
    const published = t.published.length;

    const together = await Promise.all([post(), post(), post()]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await post()).status).toBe(200);

    expect(await countEvents(t.db)).toBe(events + 1);
    expect(listRequests() - reads).toBe(1);
    expect(t.published.slice(published)).toEqual([id]);
  });

  it('ends right when events arrive out of order', async () => {
    const { id, customerId } = await t.reader('order@example.com').then(async (r) => {
      const customer = t.stripe.createCustomer({ metadata: { userId: r.id } });
      await t.db.kysely
        .updateTable('user')
        .set({ stripeCustomerId: customer.id })
        .where('id', '=', r.id)
        .execute();
      return { ...r, customerId: customer.id };
    });
    const created = await t.stripe.createSubscription(customerId, {}, { send: false });
    const activeSnapshot = structuredClone(created);
    const canceled = await t.stripe.setSubscription(
      customerId,
      { status: 'canceled' },
      { event: false },
    );
    // Stripe delivers "updated (canceled)" before "created (active)".
    expect((await t.stripe.sendEvent('customer.subscription.updated', canceled)).status).toBe(200);
    expect((await t.stripe.sendEvent('customer.subscription.created', activeSnapshot)).status).toBe(
      200,
    );
    expect(await t.record(id)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
      stripeSubscriptionId: created.id,
    });
  });

  it('follows the subscription through its life', async () => {
    const { id, customerId } = await proReader('life@example.com');
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * DAY;

    // Cancel at period end: still Pro and active until then.
    await t.stripe.setSubscription(customerId, {
      cancel_at_period_end: true,
      current_period_end: periodEnd,
    });
    expect(await t.record(id)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: 1,
      currentPeriodEnd: periodEnd * 1000,
    });
    await t.stripe.setSubscription(customerId, { cancel_at_period_end: false });
    expect((await t.record(id))?.cancelAtPeriodEnd).toBe(0);

    // A failed renewal: past due (the plan stays until Stripe gives up).
    await t.stripe.setSubscription(customerId, { status: 'past_due' }, { event: false });
    await t.stripe.sendEvent('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      customer: customerId,
      status: 'open',
    });
    expect(await t.record(id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'past_due' });

    // The card is fixed and the invoice paid: active again.
    await t.stripe.setSubscription(customerId, { status: 'active' }, { event: false });
    await t.stripe.sendEvent('invoice.paid', {
      id: 'in_paid',
      object: 'invoice',
      customer: customerId,
      status: 'paid',
    });
    expect(await t.record(id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });

    // A refund or a dispute alone changes nothing at Stripe, so nothing here either.
    const charge = t.stripe.addCharge(customerId);
    await t.stripe.sendEvent('charge.refunded', { ...charge, refunded: true });
    await t.stripe.sendEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: charge.id,
      status: 'needs_response',
    });
    expect(t.stripe.requests.some((r) => r.path === `/v1/charges/${charge.id}`)).toBe(true);
    expect(await t.record(id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });

    // The subscription ends: free, and the record says it was canceled.
    await t.stripe.setSubscription(
      customerId,
      { status: 'canceled' },
      { event: 'customer.subscription.deleted' },
    );
    expect(await t.record(id)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: 0,
    });
    expect(t.stripe.events.every((e) => e.status === 200)).toBe(true);
  });

  it('answers 200 to events it does not use, and to customers it does not know', async () => {
    const events = await countEvents(t.db);
    const unknownType = await t.stripe.sendEvent('customer.updated', {
      id: 'cus_x',
      object: 'customer',
    });
    expect(unknownType.status).toBe(200);
    const stranger = t.stripe.createCustomer({});
    const unknownCustomer = await t.stripe.createSubscription(stranger.id);
    expect(t.stripe.events.at(-1)?.event.data).toMatchObject({
      object: { id: unknownCustomer.id },
    });
    expect(t.stripe.events.at(-1)?.status).toBe(200);
    // Only the one Canyon uses is recorded.
    expect(await countEvents(t.db)).toBe(events + 1);
  });

  it('links the paying customer from checkout to the reader it names', async () => {
    const { id } = await t.reader('linked@example.com');
    const customer = t.stripe.createCustomer({});
    await t.stripe.createSubscription(customer.id, {}, { send: false });
    const sent = await t.stripe.sendEvent('checkout.session.completed', {
      id: 'cs_test_elsewhere',
      object: 'checkout.session',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: id,
      metadata: {},
    });
    expect(sent.status).toBe(200);
    expect(await t.record(id)).toMatchObject({
      stripeCustomerId: customer.id,
      plan: 'pro',
      subscriptionStatus: 'active',
    });
  });

  it('links a subscription to the reader its metadata names only if they have no customer', async () => {
    const { id } = await t.reader('metadata@example.com');
    const first = t.stripe.createCustomer({});
    const sub = await t.stripe.createSubscription(first.id, {}, { send: false });
    sub.metadata = { userId: id };
    expect((await t.stripe.sendEvent('customer.subscription.created', sub)).status).toBe(200);
    expect(await t.record(id)).toMatchObject({ stripeCustomerId: first.id, plan: 'pro' });

    // Another customer's subscription naming the same reader does not take them over.
    const second = t.stripe.createCustomer({});
    const other = await t.stripe.createSubscription(second.id, {}, { send: false });
    other.metadata = { userId: id };
    await t.stripe.sendEvent('customer.subscription.created', other);
    expect((await t.record(id))?.stripeCustomerId).toBe(first.id);
  });

  it('cancels live subscriptions before an account is deleted', async () => {
    const { id, customerId } = await proReader('leaving@example.com');
    await t.billing.cancelForDeletion(id);
    await t.stripe.idle();
    expect(t.stripe.subscriptionsOf(customerId).map((s) => s.status)).toEqual(['canceled']);
    expect(
      t.stripe.requests.filter(
        (r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'),
      ),
    ).toHaveLength(1);

    // Nothing left to cancel, or nothing left at Stripe at all: no error.
    await t.billing.cancelForDeletion(id);
    t.stripe.deleteCustomer(customerId);
    await t.db.kysely
      .updateTable('user')
      .set({ stripeSubscriptionId: 'sub_gone', subscriptionStatus: 'active' })
      .where('id', '=', id)
      .execute();
    await expect(t.billing.cancelForDeletion(id)).resolves.toBeUndefined();
    // A reader who never paid has nothing to cancel.
    const { id: free } = await t.reader('never@example.com');
    await expect(t.billing.cancelForDeletion(free)).resolves.toBeUndefined();
  });
});

describeEachDialect('the Stripe webhook over HTTP on %s', (dialect) => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp(dialect, {}, { overHttp: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes signed posts with no Origin over HTTP, and trusts only what Stripe says', async () => {
    const { client, id } = await t.reader('http@example.com');
    const { url } = (await (await client.post('/api/billing/checkout', {})).json()) as {
      url: string;
    };
    await t.stripe.pay(url.split('/').at(-1) as string);
    expect(t.stripe.events.slice(-2).map((e) => e.status)).toEqual([200, 200]);
    expect(await t.record(id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });

    const customerId = (await t.record(id))?.stripeCustomerId as string;
    const [subscription] = t.stripe.subscriptionsOf(customerId);
    const forged = await t.stripe.sendEvent('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect(forged.status).toBe(200);
    // Signed by the stand-in, so taken in; but Stripe's state is read back: still active.
    expect(await t.record(id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
  });
});
