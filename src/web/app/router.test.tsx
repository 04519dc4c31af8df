import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { installFakeApi, fakeUser } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

function expectLandmarks() {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
}

describe('routes for visitors (spec §2)', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    installFakeApi({ me: null });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it.each([
    ['/', 'Save. Understand. Thrive.'],
    ['/help', 'Help Center'],
    ['/save?url=https://example.com', 'Authentication required'],
    ['/bookmarklet', 'Save any page in one click'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no/such/page', 'Page Not Found'],
  ])('%s shows its screen inside the site layout', async (path, heading) => {
    renderApp(path);
    expect(await h1(heading)).toBeTruthy();
    expectLandmarks();
  });

  it.each([
    ['/auth', 'Sign in to Canyon'],
    ['/auth/reset-password?token=abc', 'Choose a new password'],
    ['/auth/reset-password?error=INVALID_TOKEN', 'This link can’t be used'],
  ])('%s shows its screen inside the sign-in layout', async (path, heading) => {
    renderApp(path);
    expect(await h1(heading)).toBeTruthy();
    expectLandmarks();
  });

  it.each(['/dashboard', '/article/abc-123', '/settings'])(
    '%s is protected: a visitor lands on the sign-in page',
    async (path) => {
      const router = renderApp(path);
      expect(await h1('Sign in to Canyon')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('puts the theme toggle in the top bar', async () => {
    renderApp('/');
    await h1('Save. Understand. Thrive.');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});

describe('routes for a signed-in reader (spec §2)', () => {
  beforeEach(() => {
    // The dashboard's first visit opens the onboarding modal over the shell.
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    installFakeApi({ me: fakeUser() });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it.each([
    ['/settings', 'Settings'],
    ['/help', 'Help Center'],
    ['/bookmarklet', 'Save any page in one click'],
  ])('%s shows its screen inside the shell', async (path, heading) => {
    renderApp(path);
    expect(await h1(heading)).toBeTruthy();
    expectLandmarks();
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  // Their screens belong to the library and reader features; here only the guard matters.
  it.each(['/dashboard', '/article/abc-123'])('%s lets the reader in', async (path) => {
    const router = renderApp(path);
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Sign in to Canyon' })).toBeNull();
  });

  it.each(['/', '/auth'])('%s sends the reader on to the dashboard', async (path) => {
    const router = renderApp(path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('Page Not Found', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    installFakeApi({ me: null });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it('shows the spec texts with links to the dashboard and home', async () => {
    renderApp('/missing');
    await h1('Page Not Found');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(main).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('goes home from Go Home', async () => {
    renderApp('/missing');
    await h1('Page Not Found');
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await h1('Save. Understand. Thrive.')).toBeTruthy();
  });
});

describe('landing page', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    installFakeApi({ me: null });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  const hrefOf = (scope: HTMLElement, name: string) =>
    within(scope).getByRole('link', { name }).getAttribute('href');

  it('has the spec top bar', async () => {
    renderApp('/');
    await h1('Save. Understand. Thrive.');
    const banner = screen.getByRole('banner');
    expect(hrefOf(banner, 'Canyon home')).toBe('/');
    expect(hrefOf(banner, 'Sign In')).toBe('/auth');
    expect(hrefOf(banner, 'Get Started')).toBe('/auth');
  });

  it('has the hero, three feature cards and the closing block', async () => {
    renderApp('/');
    const main = screen.getByRole('main');
    await h1('Save. Understand. Thrive.');
    expect(
      within(main).getByText(
        'Transform how you consume online content with AI-powered article summaries and intelligent organization.',
      ),
    ).toBeTruthy();
    expect(hrefOf(main, 'Start Reading')).toBe('/auth');
    expect(hrefOf(main, 'Sign In')).toBe('/auth');

    const cards = within(main)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['Save', 'Understand', 'Thrive']);

    expect(
      within(main).getByRole('heading', { level: 2, name: 'Ready to organize your reading?' }),
    ).toBeTruthy();
    expect(hrefOf(main, 'Get Started for Free')).toBe('/auth');
  });

  it('has the footer with the 2025 copyright and its three links', async () => {
    renderApp('/');
    await h1('Save. Understand. Thrive.');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© 2025 Canyon/)).toBeTruthy();
    // Deliberate deviation recorded by the lead: the links go to real pages.
    expect(hrefOf(footer, 'Privacy Policy')).toBe('/privacy');
    expect(hrefOf(footer, 'Terms of Service')).toBe('/terms');
    expect(hrefOf(footer, 'Contact')).toBe('/help#contact');
  });

  it('reaches the contact section of the help center from the footer', async () => {
    renderApp('/');
    await h1('Save. Understand. Thrive.');
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact' }),
    );
    await h1('Help Center');
    expect(document.getElementById('contact')).not.toBeNull();
  });
});
