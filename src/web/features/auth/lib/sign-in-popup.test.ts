import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSignInPopup, waitForPopupOutcome } from '@/web/features/auth/lib/sign-in-popup';
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
    vi.unstubAllGlobals();
  });

  it('reports a blocked popup as POPUP_BLOCKED', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openSignInPopup()).toThrow(SignInError);
    expect(() => openSignInPopup()).toThrow('POPUP_BLOCKED');
  });

  it('opens one named, centred popup window, marked as the sign-in popup', () => {
    const sessionStorage = new Map<string, string>();
    const popup = {
      document: { title: '' },
      sessionStorage: { setItem: (key: string, value: string) => sessionStorage.set(key, value) },
    } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openSignInPopup()).toBe(popup);
    expect(open).toHaveBeenCalledWith(
      '',
      'canyon-sign-in',
      expect.stringMatching(/^popup,width=500,height=680,/),
    );
    expect([...sessionStorage.values()]).toEqual(['1']);
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

  it('still answers a popup that reports after it was given up for closed, and passes that on', async () => {
    const channels = installFakeBroadcastChannel();
    const popup = fakePopup();
    const onLateOutcome = vi.fn();
    const outcome = waitForPopupOutcome(popup, { closedGraceMs: 1000, pollMs: 100, onLateOutcome });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1200);
    await expect(outcome).resolves.toEqual({ kind: 'closed' });

    const popupPage = channels.other('canyon-auth');
    const answers: unknown[] = [];
    popupPage.onmessage = (event: MessageEvent) => answers.push(event.data);
    popupPage.postMessage({ type: 'canyon:auth-popup', ok: false, error: 'account_not_linked' });
    popupPage.postMessage({ type: 'canyon:auth-popup', ok: false, error: 'account_not_linked' });
    await vi.advanceTimersByTimeAsync(10);
    expect(answers).toEqual([{ type: 'canyon:auth-popup-ack' }, { type: 'canyon:auth-popup-ack' }]);
    expect(onLateOutcome).toHaveBeenCalledTimes(1);
    expect(onLateOutcome).toHaveBeenCalledWith({ kind: 'error', code: 'account_not_linked' });
  });

  it('keeps answering a popup after it has its outcome, since the popup repeats until heard', async () => {
    const channels = installFakeBroadcastChannel();
    const popupPage = channels.other('canyon-auth');
    const answers: unknown[] = [];
    popupPage.onmessage = (event: MessageEvent) => answers.push(event.data);
    const onLateOutcome = vi.fn();
    const outcome = waitForPopupOutcome(fakePopup(), { onLateOutcome });
    popupPage.postMessage(ok);
    await vi.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toEqual({ kind: 'success' });
    await vi.advanceTimersByTimeAsync(60_000);
    popupPage.postMessage(ok);
    await vi.advanceTimersByTimeAsync(10);
    expect(answers).toHaveLength(2);
    expect(onLateOutcome).not.toHaveBeenCalled();
  });

  it('answers a popup that reaches it by postMessage where it came from', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const source = { postMessage: vi.fn() };
    void waitForPopupOutcome(fakePopup());
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: ok,
        source: source as unknown as Window,
      }),
    );
    expect(source.postMessage).toHaveBeenCalledWith(
      { type: 'canyon:auth-popup-ack' },
      window.location.origin,
    );
  });

  it('stops waiting when aborted, and ignores what the popup says afterwards', async () => {
    const abort = new AbortController();
    const onLateOutcome = vi.fn();
    const outcome = waitForPopupOutcome(fakePopup(), { signal: abort.signal, onLateOutcome });
    abort.abort();
    await expect(outcome).resolves.toEqual({ kind: 'closed' });
    postFrom(window.location.origin, ok);
    expect(onLateOutcome).not.toHaveBeenCalled();
  });

  it('stops waiting when aborted', async () => {
    const abort = new AbortController();
    const outcome = waitForPopupOutcome(fakePopup(), { signal: abort.signal });
    abort.abort();
    await expect(outcome).resolves.toEqual({ kind: 'closed' });
  });
});
