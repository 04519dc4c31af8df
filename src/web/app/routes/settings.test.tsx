import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '@/shared/account/account-schemas';
import { BILLING_MESSAGES } from '@/shared/billing/billing-schemas';
import { SettingsRoute } from '@/web/app/routes/settings';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const PERIOD_END = '2027-03-05T12:00:00.000Z';
let api: FakeApi;

function appInfo(billingEnabled: boolean) {
  return () => ({
    status: 200,
    body: {
      publicUrl: 'http://canyon.test',
      aiProvider: 'extractive',
      billingEnabled,
      operator: { name: null, email: null },
      mailDelivery: 'smtp',
    },
  });
}

function renderSettings() {
  return renderWithRouter(<SettingsRoute />, { path: '/settings', routes: ['/dashboard'] });
}

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Settings page (spec "Settings")', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser({ displayName: null }) });
    api.on('GET /api/app-info', appInfo(true));
    api.on('GET /api/auth/list-accounts', () => ({
      status: 200,
      body: [{ providerId: 'credential' }],
    }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner named "Loading settings" while the record loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('GET /api/me', () => gate.then(() => ({ status: 200, body: api.me })));
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const spinner = await screen.findByRole('status');
    expect(spinner.textContent).toBe('Loading settings');
    release();
    await screen.findByRole('heading', { level: 2, name: 'Account Settings' });
    expect(screen.queryByText('Loading settings')).toBeNull();
  });

  it('has every section of a free reader, in order, without Billing Information', async () => {
    renderSettings();
    await screen.findByRole('heading', { level: 2, name: 'Account Settings' });
    expect(headings()).toEqual([
      'Account Settings',
      'Current Plan',
      'Plan Features',
      'Sign-in Methods',
      'AI',
      'API tokens',
      'Import',
      'Account Management',
    ]);
    const account = screen.getByRole('region', { name: 'Account Settings' });
    expect(account.textContent).toContain('ada@example.com');
    expect(account.textContent).toContain('Not set');
    expect(await screen.findByText('Email and password')).toBeTruthy();
  });

  it('adds Billing Information for a Pro subscriber', async () => {
    api.me = fakeUser({
      plan: 'pro',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      currentPeriodEnd: PERIOD_END,
    });
    renderSettings();
    const billing = await screen.findByRole('region', { name: 'Billing Information' });
    expect(billing.textContent).toContain('Next Billing Date');
    expect(headings().indexOf('Billing Information')).toBe(headings().indexOf('Plan Features') + 1);
  });

  it('shows the billing buttons disabled, and why, when this server takes no payments', async () => {
    api.on('GET /api/app-info', appInfo(false));
    renderSettings();
    const plan = await screen.findByRole('region', { name: 'Current Plan' });
    const upgrade = within(plan).getByRole('button', { name: 'Upgrade to Pro' });
    await vi.waitFor(() => expect((upgrade as HTMLButtonElement).disabled).toBe(true));
    expect(within(plan).getByText(BILLING_MESSAGES.notConfigured)).toBeTruthy();
  });

  it('says "Failed to load subscription data" with Retry when the record cannot be read', async () => {
    api.on('GET /api/me', () => ({ status: 403, body: { error: { message: 'no', code: 'X' } } }));
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.subscriptionLoadFailed);
    expect(screen.queryByRole('status')).toBeNull();

    api.on('GET /api/me', () => ({ status: 200, body: api.me }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 2, name: 'Account Settings' });
    expect(screen.queryByText(ACCOUNT_MESSAGES.subscriptionLoadFailed)).toBeNull();
  });

  it('after deleting the account, clears what this tab knew and goes to /', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    api.on('DELETE /api/me', () => ({ status: 204 }));
    const { queryClient } = renderSettings();
    const management = await screen.findByRole('region', { name: 'Account Management' });
    await userEvent.click(within(management).getByRole('button', { name: 'Delete Account' }));
    await userEvent.type(
      within(management).getByLabelText('Type DELETE MY ACCOUNT to confirm'),
      DELETE_CONFIRMATION,
    );
    await userEvent.click(within(management).getByRole('button', { name: 'Delete My Account' }));

    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });
});
