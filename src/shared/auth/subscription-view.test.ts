import { describe, expect, it } from 'vitest';
import { deriveSubscriptionView, subscriptionStatusLabel } from './subscription-view';

const record = (fields: Partial<Parameters<typeof deriveSubscriptionView>[0] & object>) => ({
  plan: 'pro',
  subscriptionStatus: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  ...fields,
});

describe('the subscription view (PRODUCT-SPEC.md §4)', () => {
  it('is free and active without a record', () => {
    expect(deriveSubscriptionView(null)).toEqual({
      status: 'active',
      plan: 'free',
      isPro: false,
      isActive: true,
      statusLabel: 'Active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('is active when the record has no status yet', () => {
    expect(deriveSubscriptionView(record({ subscriptionStatus: null }))).toMatchObject({
      status: 'active',
      isPro: true,
    });
  });

  it.each([
    ['pro', 'active', true],
    ['pro', 'past_due', false],
    ['pro', 'trialing', false],
    ['free', 'active', false],
    ['gold', 'active', false],
  ])('plan %s with status %s is Pro: %s', (plan, subscriptionStatus, isPro) => {
    expect(deriveSubscriptionView(record({ plan, subscriptionStatus })).isPro).toBe(isPro);
  });

  it('is active only with status active', () => {
    expect(deriveSubscriptionView(record({ subscriptionStatus: 'canceled' })).isActive).toBe(false);
  });

  it.each([
    ['active', false, 'Active'],
    ['active', true, 'Active (Canceling)'],
    ['past_due', false, 'Past Due'],
    ['canceled', true, 'Canceled'],
    ['incomplete', false, 'Incomplete'],
    ['trialing', false, 'Trial'],
    ['unpaid', false, 'Unknown'],
  ])('labels %s (cancel at period end: %s) as %s', (status, cancel, label) => {
    expect(subscriptionStatusLabel(status, cancel)).toBe(label);
  });
});
