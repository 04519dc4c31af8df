import { describe, expect, it } from 'vitest';
import { deriveSubscriptionView } from '@/shared/auth/subscription-view';
import {
  mostRelevantSubscription,
  subscriptionRecord,
  type SubscriptionSnapshot,
} from './subscription-state';

const END = 1_900_000_000;

function sub(
  id: string,
  status: string,
  created: number,
  more: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  return {
    id,
    status: status as SubscriptionSnapshot['status'],
    created,
    cancel_at_period_end: false,
    cancel_at: null,
    items: { data: [{ current_period_end: END }] },
    ...more,
  };
}

describe('mostRelevantSubscription', () => {
  it('prefers a live subscription to an ended one, then the newest', () => {
    const old = sub('sub_old', 'canceled', 300);
    const live = sub('sub_live', 'past_due', 100);
    const newer = sub('sub_newer', 'active', 200);
    expect(mostRelevantSubscription([old, live])?.id).toBe('sub_live');
    expect(mostRelevantSubscription([live, newer, old])?.id).toBe('sub_newer');
    expect(
      mostRelevantSubscription([sub('a', 'canceled', 1), sub('b', 'incomplete_expired', 2)])?.id,
    ).toBe('b');
    expect(mostRelevantSubscription([])).toBeUndefined();
  });
});

describe('subscriptionRecord', () => {
  it.each([
    ['active', 'pro', 'Active', true],
    ['trialing', 'pro', 'Trial', false],
    ['past_due', 'pro', 'Past Due', false],
    ['unpaid', 'pro', 'Unknown', false],
    ['incomplete', 'free', 'Incomplete', false],
    ['incomplete_expired', 'free', 'Unknown', false],
    ['paused', 'free', 'Unknown', false],
    ['canceled', 'free', 'Canceled', false],
  ])('a %s subscription: plan %s, shown as %s (isPro %s)', (status, plan, label, isPro) => {
    const record = subscriptionRecord([sub('sub_1', status, 1)]);
    expect(record).toMatchObject({
      plan,
      subscriptionStatus: status,
      stripeSubscriptionId: 'sub_1',
    });
    const view = deriveSubscriptionView({
      ...record,
      currentPeriodEnd: null,
    });
    expect(view.statusLabel).toBe(label);
    expect(view.isPro).toBe(isPro);
  });

  it('reads the period end from the items, in milliseconds', () => {
    const record = subscriptionRecord([
      sub('sub_1', 'active', 1, {
        items: { data: [{ current_period_end: END }, { current_period_end: END + 60 }] },
      }),
    ]);
    expect(record.currentPeriodEnd).toBe((END + 60) * 1000);
    expect(
      subscriptionRecord([sub('sub_2', 'active', 1, { items: null })]).currentPeriodEnd,
    ).toBeNull();
  });

  it('says a live subscription is ending whether by the flag or by a date', () => {
    expect(
      subscriptionRecord([sub('s', 'active', 1, { cancel_at_period_end: true })]).cancelAtPeriodEnd,
    ).toBe(true);
    expect(subscriptionRecord([sub('s', 'active', 1, { cancel_at: END })]).cancelAtPeriodEnd).toBe(
      true,
    );
    expect(
      subscriptionRecord([sub('s', 'canceled', 1, { cancel_at_period_end: true })])
        .cancelAtPeriodEnd,
    ).toBe(false);
  });

  it('is free with no subscription at all', () => {
    expect(subscriptionRecord([])).toEqual({
      plan: 'free',
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    });
  });
});
