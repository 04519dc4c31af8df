import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isPopupMessage,
  openSignInPopup,
  waitForPopupOutcome,
} from '@/web/features/auth/lib/sign-in-popup';
import { SignInError } from '@/web/features/auth/lib/sign-in-error';
import { installFakeBroadcastChannel } from '@/web/test/fake-broadcast-channel';

const ok = { type: 'canyon:auth-popup', ok: true, error: null };

function fakePopup() {
  return { closed: false } as { closed: boolean } & Window;
}

function postFrom(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('sign-in popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports a blocked popup as POPUP_BLOCKED', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openSignInPopup()).toThrow(SignInError);
    expect(() => openSignInPopup()).toThrow('POPUP_BLOCKED');
  });

  it('opens one named, centred popup window', () => {
    const popup = { document: { title: '' } } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openSignInPopup()).toBe(popup);
    expect(open).toHaveBeenCalledWith(
      '',
      'canyon-sign-in',
      expect.stringMatching(/^popup,width=500,height=680,/),
    );
  });

  it('recognises only the popup-done page’s message', () => {
    expect(isPopupMessage(ok)).toBe(true);
    expect(isPopupMessage({ ...ok, type: 'other' })).toBe(false);
    expect(isPopupMessage({ type: 'canyon:auth-popup' })).toBe(false);
    expect(isPopupMessage('canyon:auth-popup')).toBe(false);
    expect(isPopupMessage(null)).toBe(false);
  });

  it('answers the popup on the channel once it has reported, so it may close', async () => {
    const channels = installFakeBroadcastChannel();
    const popupPage = channels.other('canyon-auth');
    const outcome = waitForPopupOutcome(fakePopup());
    popupPage.postMessage(ok);
    await vi.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toEqual({ kind: 'success' });
    expect(channels.sent).toContainEqual({
      name: 'canyon-auth',
      data: { type: 'canyon:auth-popup-ack' },
    });
  });

  it('resolves with the outcome the page posts from this origin, ignoring other origins', async () => {
    const outcome = waitForPopupOutcome(fakePopup());
    postFrom('https://evil.example', ok);
    postFrom(window.location.origin, {
      type: 'canyon:auth-popup',
      ok: false,
      error: 'access_denied',
    });
    await expect(outcome).resolves.toEqual({ kind: 'error', code: 'access_denied' });
  });

  it('waits after the popup looks closed, since its report may still be on the way', async () => {
    const popup = fakePopup();
    const outcome = waitForPopupOutcome(popup, { closedGraceMs: 1000, pollMs: 100 });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    postFrom(window.location.origin, ok);
    await expect(outcome).resolves.toEqual({ kind: 'success' });
  });

  it('counts a popup closed without a report as closed, after the grace period', async () => {
    const popup = fakePopup();
    let settled: unknown;
    void waitForPopupOutcome(popup, { closedGraceMs: 1000, pollMs: 100 }).then((value) => {
      settled = value;
    });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toEqual({ kind: 'closed' });
  });

  it('stops waiting when aborted', async () => {
    const abort = new AbortController();
    const outcome = waitForPopupOutcome(fakePopup(), { signal: abort.signal });
    abort.abort();
    await expect(outcome).resolves.toEqual({ kind: 'closed' });
  });
});
