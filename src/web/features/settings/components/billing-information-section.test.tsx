import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@/shared/billing/billing-schemas';
import { BillingInformationSection } from '@/web/features/settings/components/billing-information-section';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const subscriber = {
  plan: 'pro' as const,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
};

let api: FakeApi;

function renderSection(fields: Parameters<typeof fakeUser>[0], billingEnabled = true) {
  renderWithRouter(
    <BillingInformationSection user={fakeUser(fields)} billingEnabled={billingEnabled} />,
    { path: '/settings' },
  );
  return screen.getByRole('region', { name: 'Billing Information' });
}

function fact(section: HTMLElement, label: string): string | null {
  const term = within(section).queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
}

describe('Settings › Billing Information', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the status and the next billing date of a renewing subscription', () => {
    const section = renderSection({ ...subscriber, subscriptionStatus: 'active' });
    expect(fact(section, 'Subscription Status')).toBe('Active');
    expect(fact(section, 'Next Billing Date')).toBe('Mar 5, 2027');
    expect(fact(section, 'Subscription Ends')).toBeNull();
  });

  it('shows when a subscription set to cancel ends', () => {
    const section = renderSection({
      ...subscriber,
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(fact(section, 'Subscription Status')).toBe('Active (Canceling)');
    expect(fact(section, 'Subscription Ends')).toBe('Mar 5, 2027');
    expect(fact(section, 'Next Billing Date')).toBeNull();
  });

  it('opens the portal from "Manage Billing & Payment Methods", errors in its own box', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    api.on('POST /api/billing/portal', () => ({
      status: 403,
      body: { error: { message: BILLING_MESSAGES.noBillingAccount, code: 'FORBIDDEN' } },
    }));
    const section = renderSection({ ...subscriber, subscriptionStatus: 'past_due' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Manage Billing & Payment Methods' }),
    );
    const box = await within(section).findByRole('alert');
    expect(box.textContent).toContain(BILLING_MESSAGES.noBillingAccount);
    await userEvent.click(within(box).getByRole('button', { name: 'Dismiss' }));
    expect(within(section).queryByRole('alert')).toBeNull();

    api.on('POST /api/billing/portal', () => ({ status: 200, body: { url: 'https://p.example' } }));
    await userEvent.click(
      within(section).getByRole('button', { name: 'Manage Billing & Payment Methods' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://p.example'));
  });

  it('with billing off, the button is disabled and says why', () => {
    const section = renderSection({ ...subscriber, subscriptionStatus: 'active' }, false);
    const button = within(section).getByRole('button', {
      name: 'Manage Billing & Payment Methods',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(section).getByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
  });
});
