import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preferences';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { CHECKOUT_CANCELED_MESSAGE, CHECKOUT_SUCCESS_MESSAGE } from '@/web/app/routes/dashboard';
import { UNDO_NOTICE_MS } from '@/web/features/library/lib/undo';
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

describe('dashboard search and density in the address and the account (issue #17)', () => {
  beforeEach(() => {
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts from ?q=, and typing replaces the address instead of adding history', async () => {
    api = installFakeApi({ me: fakeUser() });
    const router = renderApp('/dashboard?q=tea&tags=news');
    const box = (await screen.findByRole('searchbox', {
      name: 'Search your library',
    })) as HTMLInputElement;
    expect(box.value).toBe('tea');
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.route === 'GET /api/articles' && c.url.searchParams.get('q') === 'tea',
        ),
      ).toBe(true),
    );
    fireEvent.change(box, { target: { value: 'tea time' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tags=news&q=tea+time'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe('?tags=news'));
  });

  it('shows the reader’s density and saves a change in the background', async () => {
    api = installFakeApi({
      me: fakeUser({ preferences: { ...DEFAULT_READER_PREFERENCES, libraryDensity: 'compact' } }),
    });
    let answer: () => void = () => {};
    api.on(
      'PATCH /api/me/preferences',
      ({ body }) =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { ...DEFAULT_READER_PREFERENCES, ...body } });
        }),
    );
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Compact view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    // Applied before the server has answered.
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(api.calls.find((c) => c.route === 'PATCH /api/me/preferences')?.body).toEqual({
        libraryDensity: 'comfortable',
      }),
    );
    answer();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
  });

  it('keeps the new density on screen and says so when saving it fails', async () => {
    api = installFakeApi({ me: fakeUser() });
    api.on('PATCH /api/me/preferences', () => ({ status: 500, body: {} }));
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Compact view' });
    await userEvent.click(toggle);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Failed to save the view')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('deletes with an Undo toast; the request goes only when the toast has timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = installFakeApi({ me: fakeUser() });
    const item = {
      id: 'a1',
      url: 'https://example.com/a1',
      title: 'Night trains',
      excerpt: null,
      siteName: null,
      image: null,
      tags: [],
      isArchived: false,
      source: 'web',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      contentStatus: null,
      readingMinutes: 4,
      readingProgress: 0,
      snippet: null,
    };
    api.on('GET /api/articles', () => ({ status: 200, body: { items: [item], nextCursor: null } }));
    api.on('DELETE /api/articles/a1', () => ({ status: 204 }));
    renderApp('/dashboard');
    const before = document.activeElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Night trains”' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const undo = await within(toasts).findByRole('button', { name: 'Undo' });
    // The toast does not take the focus.
    expect(document.activeElement).not.toBe(undo);
    expect(document.activeElement === before || document.activeElement === document.body).toBe(
      true,
    );
    await act(async () => vi.advanceTimersByTime(UNDO_NOTICE_MS - 500));
    expect(api.calls.some((c) => c.route === 'DELETE /api/articles/a1')).toBe(false);
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.route === 'DELETE /api/articles/a1')).toHaveLength(1),
    );
    vi.useRealTimers();
  });
});
