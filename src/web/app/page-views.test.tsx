import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

let api: FakeApi;

/** The whole app, as main.tsx renders it (StrictMode runs effects twice on mount). */
function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

const events = () =>
  api.calls.filter((call) => call.route === 'POST /api/events').map((call) => call.body);
const pageViews = () =>
  events()
    .filter((event) => event.name === 'page_view')
    .map((event) => (event.properties as { page_title: string }).page_title);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('page_view (spec §7), from the root layout', () => {
  beforeEach(() => {
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it('is recorded once per page a signed-in reader opens, with the screen’s fixed name', async () => {
    const router = renderApp('/help');
    await h1('Help Center');
    await vi.waitFor(() => expect(pageViews()).toEqual(['Help Center']));

    await act(() => router.navigate('/bookmarklet'));
    await h1('Save any page in one click');
    await act(() => router.navigate('/terms'));
    await h1('Terms of Service');
    await act(() => router.navigate(-1));
    await h1('Save any page in one click');
    await vi.waitFor(() =>
      expect(pageViews()).toEqual([
        'Help Center',
        'Bookmarklet',
        'Terms of Service',
        'Bookmarklet',
      ]),
    );
    // Every page view goes through the plain fetch, as JSON, keeping nothing else.
    const call = api.calls.find((candidate) => candidate.route === 'POST /api/events');
    expect(call?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('is not recorded again for a new query or hash on the same page', async () => {
    const router = renderApp('/help');
    await h1('Help Center');
    await vi.waitFor(() => expect(pageViews()).toEqual(['Help Center']));
    await act(() => router.navigate('/help#contact'));
    await act(() => router.navigate('/help?from=footer'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pageViews()).toEqual(['Help Center']);
  });

  it('names the 404 page, and never the landing page the reader is sent on from', async () => {
    const router = renderApp('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await vi.waitFor(() => expect(pageViews()).toEqual(['Dashboard']));
    await act(() => router.navigate('/no/such/page'));
    await h1('Page Not Found');
    await vi.waitFor(() => expect(pageViews()).toEqual(['Dashboard', 'Page Not Found']));
  });

  it('reports an article as "Article", not by its title', async () => {
    api.on('GET /api/articles/a1', () => ({
      status: 404,
      body: { error: { message: 'Article not found', code: 'NOT_FOUND' } },
    }));
    renderApp('/article/a1');
    await vi.waitFor(() => expect(pageViews()).toEqual(['Article']));
  });

  it('is not recorded for a visitor', async () => {
    api.me = null;
    const router = renderApp('/help');
    await h1('Help Center');
    await act(() => router.navigate('/terms'));
    await h1('Terms of Service');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).toEqual([]);
  });
});
