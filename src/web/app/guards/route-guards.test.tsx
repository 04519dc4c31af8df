import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

let api: FakeApi;

function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('route guards in the app (spec §2 "Route guards")', () => {
  beforeEach(() => {
    // The dashboard's first visit opens the onboarding modal; these tests are about other things.
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    vi.stubGlobal('scrollTo', vi.fn());
    api = installFakeApi({ me: null });
  });

  // The first test here also compiles the lazily loaded screens: seconds on a busy 2-core machine.
  it('shows a spinner while the session loads', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on('GET /api/auth/get-session', () => new Promise((resolve) => (answer = resolve)));
    renderApp('/settings');
    const spinner = await screen.findByText('Checking your sign-in…');
    expect(spinner.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();

    api.me = fakeUser();
    answer({ status: 200, body: { session: {}, user: {} } });
    // The Settings screen is compiled on this first visit: the wait is the test's, not 5 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 18_000 }),
    ).toBeTruthy();
  }, 20_000);

  it('sends a visitor from a protected page to /auth, and back there after signing in', async () => {
    api.on('POST /api/auth/sign-in/email', () => {
      api.me = fakeUser();
      return { status: 200, body: {} };
    });
    const router = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to Canyon' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'reading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'javascript:alert(1)'])(
    'sends a signed-in reader to /dashboard, not to the remembered %j',
    async (from) => {
      api.me = fakeUser();
      const router = renderApp('/auth', { from });
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('says so, and can try again, when the session cannot be checked', async () => {
    api.on('GET /api/auth/get-session', () => ({ status: 404, body: {} }));
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', {
        name: 'Failed to initialize authentication. Please refresh the page and try again.',
      }),
    ).toBeTruthy();

    api.me = fakeUser();
    api.on('GET /api/auth/get-session', () => ({ status: 200, body: { session: {} } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('still shows public pages and the sign-in page when the session cannot be checked', async () => {
    api.on('GET /api/auth/get-session', () => ({ status: 404, body: {} }));
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in to Canyon' })).toBeTruthy();
  });

  it('sends the reader to /auth when the session ends, remembering the page', async () => {
    api.me = fakeUser();
    const router = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    api.me = null;
    // Coming back to the tab reads the session again.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: 'Sign in to Canyon' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/settings' });
  });
});
