import { describe, expect, it } from 'vitest';
import { PLANS } from '@/shared/billing/billing-schemas';
import {
  canManageBilling,
  canUpgrade,
  endsAtPeriodEnd,
  formatDay,
  planDefinition,
  planPrice,
  showsBillingInformation,
} from '@/web/features/settings/lib/plan-rules';
import { fakeUser } from '@/web/test/fake-api';

const PERIOD_END = '2027-03-05T12:00:00.000Z';
const subscriber = { stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' };

describe('Settings plan rules (spec §6)', () => {
  it('lets a free reader upgrade, and nothing else', () => {
    const user = fakeUser();
    expect(canUpgrade(user)).toBe(true);
    expect(canManageBilling(user)).toBe(false);
    expect(showsBillingInformation(user)).toBe(false);
  });

  it('lets an active Pro subscriber manage billing but not upgrade again', () => {
    const user = fakeUser({ plan: 'pro', subscriptionStatus: 'active', ...subscriber });
    expect(canUpgrade(user)).toBe(false);
    expect(canManageBilling(user)).toBe(true);
    expect(showsBillingInformation(user)).toBe(true);
  });

  it.each(['past_due', 'trialing', 'incomplete', 'unpaid'])(
    'sends a Pro reader whose subscription is %s to the portal rather than a second checkout',
    (subscriptionStatus) => {
      const user = fakeUser({ plan: 'pro', subscriptionStatus, ...subscriber });
      expect(user.subscription.isPro).toBe(false);
      expect(canUpgrade(user)).toBe(false);
      expect(canManageBilling(user)).toBe(true);
    },
  );

  it('treats a subscription canceling at period end as still running', () => {
    const user = fakeUser({
      plan: 'pro',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: true,
      ...subscriber,
    });
    expect(canUpgrade(user)).toBe(false);
    expect(canManageBilling(user)).toBe(true);
  });

  it('lets a reader whose subscription has ended upgrade again', () => {
    for (const subscriptionStatus of ['canceled', 'incomplete_expired']) {
      const user = fakeUser({ plan: 'pro', subscriptionStatus, ...subscriber });
      expect(canUpgrade(user)).toBe(true);
    }
    expect(canUpgrade(fakeUser({ plan: 'free', subscriptionStatus: 'canceled' }))).toBe(true);
  });

  it('needs a customer id for the portal and a subscription id for Billing Information', () => {
    const user = fakeUser({ plan: 'pro', subscriptionStatus: 'active' });
    expect(canManageBilling(user)).toBe(false);
    expect(showsBillingInformation(user)).toBe(false);
    expect(
      showsBillingInformation(fakeUser({ plan: 'free', stripeSubscriptionId: 'sub_old' })),
    ).toBe(false);
  });

  it('prices the plans as the spec defines them', () => {
    expect(planPrice(planDefinition('free'))).toBe('Free');
    expect(planPrice(planDefinition('pro'))).toBe('$4.99 per month');
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'pro']);
  });

  it('writes dates like the rest of the app, and ignores what is not a date', () => {
    expect(formatDay(PERIOD_END)).toBe('Mar 5, 2027');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
  });

  it('says the period end ends the plan when set to cancel, or already canceled', () => {
    const view = (fields: Parameters<typeof fakeUser>[0]) => fakeUser(fields).subscription;
    expect(endsAtPeriodEnd(view({ plan: 'pro', subscriptionStatus: 'active' }))).toBe(false);
    expect(
      endsAtPeriodEnd(view({ plan: 'pro', subscriptionStatus: 'active', cancelAtPeriodEnd: true })),
    ).toBe(true);
    expect(endsAtPeriodEnd(view({ plan: 'pro', subscriptionStatus: 'canceled' }))).toBe(true);
  });
});
