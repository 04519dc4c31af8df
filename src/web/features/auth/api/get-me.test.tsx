import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/web/app/providers';
import { routes } from '@/web/app/router';
import { ME_EVENTS_PATH } from '@/web/features/auth/api/get-me';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

/** Stands in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

let api: FakeApi;
const meRequests = () => api.calls.filter((call) => call.route === 'GET /api/me').length;
const live = () => FakeEventSource.opened.filter((source) => source.readyState !== 2);

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
  return screen.findByRole('menu');
}

const proRecord = fakeUser({
  plan: 'pro',
  subscriptionStatus: 'active',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
});

describe('the live reader record (issue #14 "Live plan")', () => {
  beforeEach(() => {
    localStorage.setItem('backpocket-onboarding-completed', 'true');
    installFakeColorScheme('light');
    vi.stubGlobal('scrollTo', vi.fn());
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    api = installFakeApi({ me: fakeUser() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a `user` event changes the plan badge and Settings without asking the server again', async () => {
    renderApp('/settings');
    const menu = await openMenu();
    expect(within(menu).getByText('Free')).toBeTruthy();
    expect(live().map((source) => source.url)).toEqual([ME_EVENTS_PATH]);
    const before = meRequests();

    act(() => live()[0]!.emit('user', proRecord));

    expect(await within(menu).findByText('Pro')).toBeTruthy();
    expect(within(menu).getByText('Renews Mar 5, 2027')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    expect(meRequests()).toBe(before);
  });

  it('ignores a record that is not this reader’s, or not a record', async () => {
    renderApp('/settings');
    await screen.findByRole('region', { name: 'Current Plan' });
    act(() => {
      live()[0]!.emit('user', { ...proRecord, id: 'someone-else' });
      live()[0]!.emit('user', { plan: 'pro' });
      live()[0]!.dispatchEvent(new MessageEvent('user', { data: 'not json' }));
    });
    const menu = await openMenu();
    expect(within(menu).getByText('Free')).toBeTruthy();
  });

  it('opens no stream for a visitor, and closes it when the app goes away', async () => {
    api.me = null;
    const visitor = renderApp('/help');
    await screen.findByRole('link', { name: 'Sign In' });
    expect(FakeEventSource.opened).toHaveLength(0);
    visitor.unmount();

    api.me = fakeUser();
    const reader = renderApp('/settings');
    await screen.findByRole('region', { name: 'Current Plan' });
    expect(live()).toHaveLength(1);
    reader.unmount();
    expect(live()).toHaveLength(0);
  });

  it('when the stream gives up, checks the session and opens it again after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/settings');
    await screen.findByRole('region', { name: 'Current Plan' });
    const first = live()[0]!;
    const before = meRequests();
    act(() => first.fail());
    await vi.waitFor(() => expect(meRequests()).toBeGreaterThan(before));
    expect(live()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(live()).toHaveLength(1);
    expect(live()[0]).not.toBe(first);
  });
});
