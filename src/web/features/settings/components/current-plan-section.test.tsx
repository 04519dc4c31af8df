import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { UserRecord } from '@/shared/auth/user-record';
import { BILLING_MESSAGES } from '@/shared/billing/billing-schemas';
import { CurrentPlanSection } from '@/web/features/settings/components/current-plan-section';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const PERIOD_END = '2027-03-05T12:00:00.000Z';
const subscriber = {
  plan: 'pro' as const,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  currentPeriodEnd: PERIOD_END,
};

let api: FakeApi;
let assign: Mock<(url: string | URL) => void>;

function renderSection(user: UserRecord, billingEnabled = true) {
  renderWithRouter(<CurrentPlanSection user={user} billingEnabled={billingEnabled} />, {
    path: '/settings',
  });
  return screen.getByRole('region', { name: 'Current Plan' });
}

/** The text of a `<dt>`'s value. */
function fact(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** A request the test answers when it chooses. */
function held() {
  let release: (reply: { status: number; body?: unknown }) => void = () => {};
  const reply = new Promise<{ status: number; body?: unknown }>((resolve) => (release = resolve));
  return { reply, release };
}

describe('Settings › Current Plan', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a free reader the Free plan, its status and Upgrade to Pro', () => {
    const section = renderSection(fakeUser());
    expect(fact(section, 'Plan')).toBe('Free');
    expect(fact(section, 'Price')).toBe('Free');
    expect(fact(section, 'Status')).toBe('Active');
    expect(section.textContent).not.toMatch(/Renews on|Ends on/);
    expect(within(section).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Manage Billing' })).toBeNull();
    expect(section.textContent).not.toContain(BILLING_MESSAGES.notConfigured);
  });

  it.each([
    [{ subscriptionStatus: 'active' }, 'Active', 'Renews on Mar 5, 2027'],
    [
      { subscriptionStatus: 'active', cancelAtPeriodEnd: true },
      'Active (Canceling)',
      'Ends on Mar 5, 2027',
    ],
    [{ subscriptionStatus: 'past_due' }, 'Past Due', 'Renews on Mar 5, 2027'],
    [{ subscriptionStatus: 'trialing' }, 'Trial', 'Renews on Mar 5, 2027'],
    [{ subscriptionStatus: 'canceled' }, 'Canceled', 'Ends on Mar 5, 2027'],
  ])('shows a Pro reader with %j as "%s", "%s"', (fields, status, period) => {
    const section = renderSection(fakeUser({ ...subscriber, ...fields }));
    expect(fact(section, 'Plan')).toBe('Pro');
    expect(fact(section, 'Price')).toBe('$4.99 per month');
    expect(fact(section, 'Status')).toBe(`${status}${period}`);
    expect(within(section).getByText(period)).toBeTruthy();
  });

  it('offers an active subscriber Manage Billing and no upgrade', () => {
    const section = renderSection(fakeUser({ ...subscriber, subscriptionStatus: 'active' }));
    expect(within(section).getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('upgrades: POST, "Upgrading..." while waiting, then the checkout page', async () => {
    const { reply, release } = held();
    api.on('POST /api/billing/checkout', () => reply);
    const section = renderSection(fakeUser());
    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade to Pro' }));

    const waiting = await within(section).findByRole('button', { name: 'Upgrading...' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((c) => c.route === 'POST /api/billing/checkout')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();

    release({ status: 200, body: { url: 'https://checkout.example/c/1' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/c/1'));
  });

  it.each([
    [502, 'Stripe said no', BILLING_MESSAGES.upgradeFailed],
    [503, BILLING_MESSAGES.notConfigured, BILLING_MESSAGES.notConfigured],
    [409, BILLING_MESSAGES.alreadyPro, BILLING_MESSAGES.alreadyPro],
  ])(
    'a checkout answered %i shows "%s" in the box until Dismiss',
    async (status, message, shown) => {
      api.on('POST /api/billing/checkout', () => ({
        status,
        body: { error: { message, code: 'X' } },
      }));
      const section = renderSection(fakeUser());
      await userEvent.click(within(section).getByRole('button', { name: 'Upgrade to Pro' }));

      const box = await within(section).findByRole('alert');
      expect(box.textContent).toContain(shown);
      expect(assign).not.toHaveBeenCalled();
      // The button is back, to try again.
      expect(within(section).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
      await userEvent.click(within(box).getByRole('button', { name: 'Dismiss' }));
      expect(within(section).queryByRole('alert')).toBeNull();
    },
  );

  it('opens the billing portal: "Loading..." while waiting, then the portal', async () => {
    const { reply, release } = held();
    api.on('POST /api/billing/portal', () => reply);
    const section = renderSection(fakeUser({ ...subscriber, subscriptionStatus: 'active' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Manage Billing' }));
    expect(await within(section).findByRole('button', { name: 'Loading...' })).toBeTruthy();
    release({ status: 200, body: { url: 'https://billing.example/p/1' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/p/1'));
  });

  it('says "Failed to open billing portal" when the portal cannot be opened', async () => {
    api.on('POST /api/billing/portal', () => ({
      status: 502,
      body: { error: { message: 'upstream', code: 'BAD_GATEWAY' } },
    }));
    const section = renderSection(fakeUser({ ...subscriber, subscriptionStatus: 'past_due' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Manage Billing' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      BILLING_MESSAGES.portalFailed,
    );
  });

  it('a network failure shows the network message', async () => {
    api.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const section = renderSection(fakeUser());
    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade to Pro' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(/Network error/);
  });

  it('with billing off, shows the buttons disabled and says why', () => {
    const free = renderSection(fakeUser(), false);
    const upgrade = within(free).getByRole('button', { name: 'Upgrade to Pro' });
    expect((upgrade as HTMLButtonElement).disabled).toBe(true);
    expect(within(free).getByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
  });

  it('with billing off, Manage Billing is disabled too', () => {
    const pro = renderSection(fakeUser({ ...subscriber, subscriptionStatus: 'active' }), false);
    const manage = within(pro).getByRole('button', { name: 'Manage Billing' });
    expect((manage as HTMLButtonElement).disabled).toBe(true);
    expect(within(pro).getByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
  });
});
