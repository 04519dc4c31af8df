import type Stripe from 'stripe';
import { BILLING_MESSAGES, type BillingRedirect } from '@/shared/billing/billing-schemas';
import { canManageBilling, canUpgrade, LIVE_STATUSES } from '@/shared/billing/plan-rules';
import { deriveSubscriptionView } from '@/shared/auth/subscription-view';
import type { AuthUser } from '../../auth/auth-user';
import type { BillingSettings, Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { UserChanges } from '../account/user-changes';
import { disabledBilling, type Billing } from './billing';
import {
  findUserIdByCustomer,
  forgetEvent,
  readBillingRow,
  recordEvent,
  storeCustomerId,
  writeSubscription,
  type BillingRow,
} from './billing.repo';
import { createStripeClient, isMissingResource, isNoSuchCustomer } from './stripe-client';
import { subscriptionRecord } from './subscription-state';

export type BillingDeps = { db: Db; logger: Logger; userChanges: UserChanges };

/** Events that may change what a reader has; each brings the record to Stripe's truth. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
]);

const CANCEL_FAILED = 'Failed to cancel the subscription. Please try again.';

/** Billing as configured: Stripe when STRIPE_* are set, else off (every call says so). */
export function createBilling(config: Config, deps: BillingDeps): Billing {
  if (!config.billing) return disabledBilling();
  if (config.defaultPlan === 'pro') {
    deps.logger.warn(
      'billing: DEFAULT_PLAN is pro, so new readers are Pro without paying; set DEFAULT_PLAN=free to sell Pro',
    );
  }
  return stripeBilling({
    ...deps,
    settings: config.billing,
    publicUrl: config.publicUrl,
    stripe: createStripeClient(config.billing),
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

function viewOf(row: BillingRow) {
  return deriveSubscriptionView({
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd) === 1,
  });
}

/** Runs tasks for one key one after another in this process; other keys run alongside. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

type StripeBillingOptions = BillingDeps & {
  settings: BillingSettings;
  publicUrl: string;
  stripe: Stripe;
};

export function stripeBilling(options: StripeBillingOptions): Billing {
  const { db, logger, userChanges, settings, publicUrl, stripe } = options;
  const oneAtATime = keyedQueue();

  const newCustomer = async (user: AuthUser, replacing?: string): Promise<string> => {
    const customer = await stripe.customers.create({
      email: user.email,
      ...(user.name ? { name: user.name } : {}),
      metadata: { userId: user.id },
    });
    const stored = await storeCustomerId(db, user.id, customer.id, {
      onlyIfUnset: replacing === undefined,
    });
    logger.info(
      { userId: user.id, customerId: stored, replacing },
      'billing: customer created for the reader',
    );
    return stored ?? customer.id;
  };

  const checkoutSession = async (user: AuthUser, customerId: string) => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.id,
      line_items: [{ price: settings.priceId, quantity: 1 }],
      success_url: `${publicUrl}/dashboard?success=true`,
      cancel_url: `${publicUrl}/dashboard?canceled=true`,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
    });
    if (!session.url) throw new Error(`checkout session ${session.id} came without a url`);
    return { url: session.url };
  };

  const listSubscriptions = async (customerId: string): Promise<Stripe.Subscription[]> => {
    try {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      });
      return list.data;
    } catch (error) {
      // A customer deleted at Stripe has no subscriptions left.
      if (isNoSuchCustomer(error)) return [];
      throw error;
    }
  };

  /** The customer an event is about; a dispute names only its charge. */
  const customerOf = async (object: Record<string, unknown>): Promise<string | undefined> => {
    const direct = idOf(object.customer as string | { id: string } | null | undefined);
    if (direct) return direct;
    if (object.object === 'dispute') {
      const chargeId = idOf(object.charge as string | { id: string } | null | undefined);
      if (!chargeId) return undefined;
      const charge = await stripe.charges.retrieve(chargeId);
      return idOf(charge.customer);
    }
    return undefined;
  };

  /**
   * The reader a customer belongs to: the one who has it stored, else the reader a checkout or
   * subscription names (Canyon sets both), who is then linked to it. At checkout the paying
   * customer becomes the reader's billing account; otherwise only a reader without one is linked.
   */
  const readerOf = async (
    type: string,
    object: Record<string, unknown>,
    customerId: string,
  ): Promise<string | undefined> => {
    const linked = await findUserIdByCustomer(db, customerId);
    if (linked) return linked;
    const checkout = type === 'checkout.session.completed';
    const metadata = (object.metadata ?? {}) as Record<string, string | undefined>;
    const named =
      (checkout ? (object.client_reference_id as string | null | undefined) : undefined) ??
      (object.object === 'checkout.session' || object.object === 'subscription'
        ? metadata.userId
        : undefined);
    const row = named ? await readBillingRow(db, named) : undefined;
    if (!row || (!checkout && row.stripeCustomerId !== null)) return undefined;
    const stored = await storeCustomerId(db, row.id, customerId, { onlyIfUnset: !checkout });
    if (stored !== customerId) return undefined;
    logger.info({ userId: row.id, customerId }, 'billing: customer linked from a webhook');
    return row.id;
  };

  const applyEvent = async (event: Stripe.Event): Promise<void> => {
    const object = event.data.object as unknown as Record<string, unknown>;
    const customerId = await customerOf(object);
    if (!customerId) {
      logger.warn({ eventId: event.id, type: event.type }, 'billing: event names no customer');
      return;
    }
    const userId = await readerOf(event.type, object, customerId);
    if (!userId) {
      logger.warn(
        { eventId: event.id, type: event.type, customerId },
        'billing: no reader for this customer; event ignored',
      );
      return;
    }
    // The event only says that something changed; what changed is read from Stripe itself.
    const record = await oneAtATime(customerId, async () => {
      const found = subscriptionRecord(await listSubscriptions(customerId));
      await writeSubscription(db, userId, found);
      return found;
    });
    logger.info(
      { eventId: event.id, type: event.type, userId, plan: record.plan },
      'billing: reader brought to Stripe state',
    );
    await userChanges.publish(userId);
  };

  return {
    enabled: true,

    async checkout(user) {
      const row = await readBillingRow(db, user.id);
      if (row && !canUpgrade({ ...row, subscription: viewOf(row) }))
        throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPro);
      try {
        const customerId = row?.stripeCustomerId ?? (await newCustomer(user));
        try {
          return await checkoutSession(user, customerId);
        } catch (error) {
          if (!isNoSuchCustomer(error)) throw error;
          // Spec upgrade flow: the stored customer is gone; make a new one and try once more.
          logger.warn({ userId: user.id, customerId }, 'billing: stored customer not found');
          return await checkoutSession(user, await newCustomer(user, customerId));
        }
      } catch (error) {
        throw new AppError('BILLING_FAILED', BILLING_MESSAGES.upgradeFailed, { cause: error });
      }
    },

    async portal(user): Promise<BillingRedirect> {
      const row = await readBillingRow(db, user.id);
      const customer = row && canManageBilling(row) ? row.stripeCustomerId : null;
      if (!customer) throw new AppError('FORBIDDEN', BILLING_MESSAGES.noBillingAccount);
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer,
          return_url: `${publicUrl}/settings`,
        });
        return { url: session.url };
      } catch (error) {
        throw new AppError('BILLING_FAILED', BILLING_MESSAGES.portalFailed, { cause: error });
      }
    },

    async handleWebhook(rawBody, signature) {
      if (!signature) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
        );
      } catch (error) {
        logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'billing: webhook signature refused',
        );
        throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.');
      }
      if (!HANDLED_EVENTS.has(event.type)) return;
      if (!(await recordEvent(db, event))) {
        logger.info({ eventId: event.id, type: event.type }, 'billing: repeated event ignored');
        return;
      }
      try {
        await applyEvent(event);
      } catch (error) {
        // Not recorded after all, so Stripe's next delivery of it is applied.
        await forgetEvent(db, event.id).catch(() => undefined);
        throw new AppError('BILLING_FAILED', 'The event could not be applied; send it again.', {
          cause: error,
        });
      }
    },

    async cancelForDeletion(userId) {
      const row = await readBillingRow(db, userId);
      if (!row?.stripeCustomerId && !row?.stripeSubscriptionId) return;
      try {
        const atStripe = row.stripeCustomerId ? await listSubscriptions(row.stripeCustomerId) : [];
        const ids = atStripe.length
          ? atStripe.filter((s) => LIVE_STATUSES.has(s.status)).map((s) => s.id)
          : // No customer at Stripe (any more): the stored subscription id is all there is.
            [row.stripeSubscriptionId].filter(
              (id): id is string => !!id && row.subscriptionStatus !== 'canceled',
            );
        for (const id of ids) {
          try {
            await stripe.subscriptions.cancel(id);
            logger.info({ userId, subscriptionId: id }, 'billing: subscription canceled');
          } catch (error) {
            if (!isMissingResource(error)) throw error;
          }
        }
      } catch (error) {
        throw new AppError('BILLING_FAILED', CANCEL_FAILED, { cause: error });
      }
    },
  };
}
