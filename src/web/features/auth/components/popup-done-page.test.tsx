import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupDonePage } from '@/web/features/auth/components/popup-done-page';
import { installFakeBroadcastChannel } from '@/web/test/fake-broadcast-channel';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const CHANNEL = 'canyon-auth';

function renderPage(error: string | null) {
  return renderWithRouter(<PopupDonePage error={error} />, {
    path: '/auth/popup-done',
    routes: ['/auth', '/dashboard'],
  });
}

describe('popup-done page', () => {
  let close: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    installFakeColorScheme('light');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    close = vi.fn<() => void>();
    vi.spyOn(window, 'close').mockImplementation(close);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('announces the outcome on the channel and to the opener, on this origin only', async () => {
    const channels = installFakeBroadcastChannel();
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage });
    renderPage('access_denied');
    const message = { type: 'canyon:auth-popup', ok: false, error: 'access_denied' };
    expect(postMessage).toHaveBeenCalledWith(message, window.location.origin);
    expect(channels.sent).toContainEqual({ name: CHANNEL, data: message });
    expect(screen.getByRole('heading', { name: /Returning to Canyon/ })).toBeTruthy();
  });

  it('closes once the sign-in page answers', async () => {
    const channels = installFakeBroadcastChannel();
    const signInPage = channels.other(CHANNEL);
    signInPage.onmessage = () => signInPage.postMessage({ type: 'canyon:auth-popup-ack' });
    renderPage(null);
    expect(screen.getByRole('heading', { name: /Signing you in/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(close).toHaveBeenCalled();
  });

  it('never closes a tab nobody answers for, and carries on to the dashboard', async () => {
    installFakeBroadcastChannel();
    const { router } = renderPage(null);
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(close).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('carries a failure on to the sign-in page', async () => {
    installFakeBroadcastChannel();
    const { router } = renderPage('account_not_linked');
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?error=account_not_linked');
  });

  it('gives a sign-in page that opened it longer to answer before carrying on', async () => {
    installFakeBroadcastChannel();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage: vi.fn() });
    const { router } = renderPage(null);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).not.toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(close).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('without BroadcastChannel, closes when it could reach its opener', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage: vi.fn() });
    renderPage(null);
    expect(close).toHaveBeenCalled();
  });
});
