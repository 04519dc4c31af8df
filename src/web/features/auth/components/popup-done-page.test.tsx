import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupDonePage } from '@/web/features/auth/components/popup-done-page';
import { isSignInPopup, markSignInPopup } from '@/web/features/auth/lib/popup-handshake';
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

const ACK = { type: 'canyon:auth-popup-ack' };

/** What the sign-in page does when it opens the popup (sign-in-popup.ts). */
function openedAsSignInPopup() {
  markSignInPopup(window);
}

describe('popup-done page', () => {
  let close: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    installFakeColorScheme('light');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.clear();
    close = vi.fn<() => void>();
    vi.spyOn(window, 'close').mockImplementation(close);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('in the popup, reports the outcome on the channel and to the opener, on this origin only', async () => {
    const channels = installFakeBroadcastChannel();
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage });
    renderPage('access_denied');
    const message = { type: 'canyon:auth-popup', ok: false, error: 'access_denied' };
    expect(postMessage).toHaveBeenCalledWith(message, window.location.origin);
    expect(channels.sent).toContainEqual({ name: CHANNEL, data: message });
    expect(screen.getByRole('heading', { name: /Returning to Canyon/ })).toBeTruthy();
  });

  it('closes once the sign-in page answers, though the provider cut it off from its opener', async () => {
    openedAsSignInPopup();
    const channels = installFakeBroadcastChannel();
    const signInPage = channels.other(CHANNEL);
    signInPage.onmessage = () => signInPage.postMessage(ACK);
    renderPage(null);
    expect(screen.getByRole('heading', { name: /Signing you in/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('repeats its report until a sign-in page that was slow to listen answers, then closes', async () => {
    openedAsSignInPopup();
    const channels = installFakeBroadcastChannel();
    renderPage(null);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(close).not.toHaveBeenCalled();

    const signInPage = channels.other(CHANNEL);
    signInPage.onmessage = () => signInPage.postMessage(ACK);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('without BroadcastChannel, closes once the opener answers by postMessage', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage: vi.fn() });
    renderPage(null);
    expect(close).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.example', data: ACK }),
    );
    expect(close).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: ACK }),
    );
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('never closes a tab the reader opened, even if a sign-in page answers, and carries on', async () => {
    const channels = installFakeBroadcastChannel();
    const signInPage = channels.other(CHANNEL);
    signInPage.onmessage = () => signInPage.postMessage(ACK);
    const { router } = renderPage(null);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(close).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('carries a failure on to the sign-in page', async () => {
    installFakeBroadcastChannel();
    const { router } = renderPage('account_not_linked');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?error=account_not_linked');
  });

  it('in a popup nobody answers (the sign-in page is gone), carries on and stops being a popup', async () => {
    openedAsSignInPopup();
    installFakeBroadcastChannel();
    const { router } = renderPage(null);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/auth/popup-done');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(close).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(isSignInPopup()).toBe(false);
  });
});
