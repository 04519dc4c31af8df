import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { CHECKOUT_CANCELED_MESSAGE, CHECKOUT_SUCCESS_MESSAGE } from '@/web/app/routes/dashboard';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

let api: FakeApi;
const meRequests = () => api.calls.filter((call) => call.route === 'GET /api/me').length;

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('dashboard checkout return (spec "Dashboard"; SECURITY.md §32)', () => {
  beforeEach(() => {
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    vi.stubGlobal('scrollTo', vi.fn());
    api = installFakeApi({ me: fakeUser() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('?success=true: says the plan starts once paid, reads the record again, drops the flag', async () => {
    const router = renderApp('/dashboard?success=true&tags=news');
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText(CHECKOUT_SUCCESS_MESSAGE)).toBeTruthy();
    await vi.waitFor(() => expect(meRequests()).toBeGreaterThanOrEqual(2));
    expect(router.state.location.search).toBe('?tags=news');
    // The flag itself asks for nothing; the plan comes from the server's record. (The page
    // view the app reports is no request about the plan.)
    expect(
      api.calls.some((call) => call.route.startsWith('POST') && call.route !== 'POST /api/events'),
    ).toBe(false);
  });

  it('?canceled=true: says the upgrade was canceled and drops the flag', async () => {
    const router = renderApp('/dashboard?canceled=true');
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText(CHECKOUT_CANCELED_MESSAGE)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(within(toasts).queryByText(CHECKOUT_SUCCESS_MESSAGE)).toBeNull();
  });
});
