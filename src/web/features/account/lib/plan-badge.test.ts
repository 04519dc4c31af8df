import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@/shared/auth/subscription-view';
import { planBadge } from '@/web/features/account/lib/plan-badge';

// Midday UTC, so the date reads the same in every time zone the tests may run in.
const PERIOD_END = '2026-03-05T12:00:00.000Z';

function sub(fields: Partial<SubscriptionView>): SubscriptionView {
  return {
    status: 'active',
    plan: 'free',
    isPro: false,
    isActive: true,
    statusLabel: 'Active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    ...fields,
  };
}

describe('plan badge (spec §2 "Plan badge")', () => {
  it('is Pro for plan pro with status active', () => {
    expect(planBadge(sub({ plan: 'pro', status: 'active' }))).toMatchObject({
      kind: 'pro',
      label: 'Pro',
      note: null,
    });
  });

  it('is Payment Due for past_due, with its note, on either plan', () => {
    for (const plan of ['pro', 'free'] as const) {
      expect(planBadge(sub({ plan, status: 'past_due' }))).toMatchObject({
        label: 'Payment Due',
        note: 'Payment required to continue',
      });
    }
  });

  it('is Canceling for canceled with cancelAtPeriodEnd, otherwise Canceled', () => {
    expect(planBadge(sub({ plan: 'pro', status: 'canceled', cancelAtPeriodEnd: true })).label).toBe(
      'Canceling',
    );
    expect(planBadge(sub({ plan: 'pro', status: 'canceled' })).label).toBe('Canceled');
  });

  it('is Incomplete for incomplete and Trial for trialing', () => {
    expect(planBadge(sub({ plan: 'pro', status: 'incomplete' })).label).toBe('Incomplete');
    expect(planBadge(sub({ plan: 'pro', status: 'trialing' })).label).toBe('Trial');
  });

  it('is Free otherwise: the free plan, or a status it does not know', () => {
    expect(planBadge(sub({ plan: 'free', status: 'active' })).label).toBe('Free');
    expect(planBadge(sub({ plan: 'pro', status: 'unpaid' })).label).toBe('Free');
    expect(planBadge(sub({ plan: 'free', status: 'paused' })).label).toBe('Free');
  });

  it('only Payment Due carries a note', () => {
    for (const status of ['active', 'canceled', 'incomplete', 'trialing']) {
      expect(planBadge(sub({ plan: 'pro', status })).note).toBeNull();
    }
  });

  it('details: "Renews {date}", or "Ends {date}" when set to cancel at period end', () => {
    expect(planBadge(sub({ plan: 'pro', currentPeriodEnd: PERIOD_END })).detail).toBe(
      'Renews Mar 5, 2026',
    );
    expect(
      planBadge(sub({ plan: 'pro', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true })).detail,
    ).toBe('Ends Mar 5, 2026');
    expect(
      planBadge(
        sub({
          plan: 'pro',
          status: 'canceled',
          currentPeriodEnd: PERIOD_END,
          cancelAtPeriodEnd: true,
        }),
      ).detail,
    ).toBe('Ends Mar 5, 2026');
    expect(
      planBadge(sub({ plan: 'pro', status: 'trialing', currentPeriodEnd: PERIOD_END })).detail,
    ).toBe('Renews Mar 5, 2026');
  });

  it('has no details without a period end, and none for a subscription already canceled', () => {
    expect(planBadge(sub({ plan: 'pro' })).detail).toBeNull();
    expect(
      planBadge(sub({ plan: 'pro', status: 'canceled', currentPeriodEnd: PERIOD_END })).detail,
    ).toBeNull();
    expect(planBadge(sub({ plan: 'pro', currentPeriodEnd: 'not a date' })).detail).toBeNull();
  });
});
