import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deriveSubscriptionView } from '@/shared/auth/subscription-view';
import { PlanBadge } from '@/web/features/account/components/plan-badge';

const PERIOD_END = '2027-03-05T12:00:00.000Z';

function renderBadge(
  fields: {
    plan: 'free' | 'pro';
    status: string | null;
    cancelAtPeriodEnd?: boolean;
    currentPeriodEnd?: string | null;
  },
  showDetails = true,
) {
  const subscription = deriveSubscriptionView({
    plan: fields.plan,
    subscriptionStatus: fields.status,
    cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: fields.currentPeriodEnd === undefined ? PERIOD_END : fields.currentPeriodEnd,
  });
  return render(<PlanBadge subscription={subscription} showDetails={showDetails} />);
}

describe('<PlanBadge> (spec §2 "Plan badge")', () => {
  it.each([
    [{ plan: 'pro', status: 'active' }, 'Pro', 'Renews Mar 5, 2027', null],
    [{ plan: 'pro', status: null }, 'Pro', 'Renews Mar 5, 2027', null],
    [{ plan: 'pro', status: 'active', cancelAtPeriodEnd: true }, 'Pro', 'Ends Mar 5, 2027', null],
    [
      { plan: 'pro', status: 'past_due' },
      'Payment Due',
      'Renews Mar 5, 2027',
      'Payment required to continue',
    ],
    [
      { plan: 'pro', status: 'canceled', cancelAtPeriodEnd: true },
      'Canceling',
      'Ends Mar 5, 2027',
      null,
    ],
    [{ plan: 'pro', status: 'canceled' }, 'Canceled', null, null],
    [{ plan: 'pro', status: 'incomplete', currentPeriodEnd: null }, 'Incomplete', null, null],
    [{ plan: 'pro', status: 'trialing' }, 'Trial', 'Renews Mar 5, 2027', null],
    [{ plan: 'free', status: null, currentPeriodEnd: null }, 'Free', null, null],
    [{ plan: 'pro', status: 'unpaid', currentPeriodEnd: null }, 'Free', null, null],
  ] as const)('%j shows "%s"', (fields, label, detail, note) => {
    const { container } = renderBadge(fields);
    expect(screen.getByText(label)).toBeTruthy();
    const text = container.textContent ?? '';
    if (detail) expect(screen.getByText(detail)).toBeTruthy();
    else expect(text).not.toMatch(/Renews|Ends/);
    if (note) expect(screen.getByText(note)).toBeTruthy();
    else expect(text).not.toContain('Payment required');
  });

  it('leaves the details out unless asked for them', () => {
    const { container } = renderBadge({ plan: 'pro', status: 'past_due' }, false);
    expect(container.textContent).toBe('Payment Due');
  });
});
