import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

let api: FakeApi;

// Screens this issue owns (settings) or that do not change (help): the shell is the subject.
function renderApp(path = '/settings') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const menuButton = (name = 'Ada Lovelace') => screen.findByRole('button', { name });

async function openMenu(name?: string) {
  await userEvent.click(await menuButton(name));
  return screen.findByRole('menu');
}

describe('shell (spec §2 "Shell")', () => {
  beforeEach(() => {
    // The dashboard's first visit opens the onboarding modal; these tests are about other things.
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    vi.stubGlobal('scrollTo', vi.fn());
    api = installFakeApi({ me: fakeUser() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives visitors the sign-in links, and readers the Dashboard link and their menu', async () => {
    api.me = null;
    renderApp('/help');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(banner.querySelector('button[aria-haspopup="menu"]')).toBeNull();
  });

  it('has a Dashboard link and the user menu in the header', async () => {
    renderApp('/settings');
    expect((await menuButton()).textContent).toContain('Ada Lovelace');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('lists avatar, name, email, plan badge, theme toggle and the four actions', async () => {
    api.me = fakeUser({
      plan: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: '2027-03-05T12:00:00.000Z',
    });
    renderApp();
    const menu = await openMenu();
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    expect(within(menu).getByText('AL')).toBeTruthy();
    expect(within(menu).getByText('Pro')).toBeTruthy();
    expect(within(menu).getByText('Renews Mar 5, 2027')).toBeTruthy();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' })).toBeTruthy();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Bookmarklet', 'Settings', 'Help', 'Sign Out']);
  });

  it('shows the email where there is no display name', async () => {
    api.me = fakeUser({ displayName: null });
    renderApp();
    expect((await menuButton('ada@example.com')).textContent).toContain('ada@example.com');
    const menu = await openMenu('ada@example.com');
    expect(within(menu).getAllByText('ada@example.com')).toHaveLength(1);
    expect(within(menu).getByText('A')).toBeTruthy();
  });

  it('names the menu button with the reader’s name alone, before and after its code loads', async () => {
    renderApp();
    const button = await menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    // The placeholder (LoadOnIntent) and then the real trigger both carry exactly the name.
    const menu = await openMenu();
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace', expanded: true });
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id);
  });

  it('closes the menu on a route change', async () => {
    const router = renderApp('/help');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();

    await openMenu();
    await router.navigate('/bookmarklet');
    await screen.findByRole('heading', { level: 1, name: 'Save any page in one click' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    renderApp();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(await menuButton());
  });

  it('switches the theme from the menu', async () => {
    renderApp();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Dark theme' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('signs out and goes to /auth', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    renderApp();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/auth'));
    const signOut = api.calls.find((c) => c.route === 'POST /api/auth/sign-out');
    expect(signOut?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('stays and says why when signing out fails', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    api.on('POST /api/auth/sign-out', () => ({ status: 503, body: {} }));
    renderApp();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  describe('side menu', () => {
    it('has Dashboard, Settings, the Upgrade to Pro card and the copyright for non-Pro readers', async () => {
      api.me = fakeUser({ plan: 'free' });
      renderApp();
      await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      expect(
        within(sheet)
          .getByRole('link', { name: /Dashboard.*View your saved articles/ })
          .getAttribute('href'),
      ).toBe('/dashboard');
      expect(
        within(sheet)
          .getByRole('link', { name: /Settings.*Manage your account/ })
          .getAttribute('href'),
      ).toBe('/settings');
      expect(
        within(sheet)
          .getByRole('link', { name: /Upgrade to Pro/ })
          .getAttribute('href'),
      ).toBe('/settings');
      expect(within(sheet).getByText(/© 2025 Canyon/)).toBeTruthy();
    });

    it('has no Upgrade to Pro card for Pro readers, and closes on navigation', async () => {
      api.me = fakeUser({ plan: 'pro', subscriptionStatus: 'active' });
      renderApp('/help');
      await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(sheet).queryByText('Upgrade to Pro')).toBeNull();
      await userEvent.click(within(sheet).getByRole('link', { name: /Settings/ }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    });
  });
});
