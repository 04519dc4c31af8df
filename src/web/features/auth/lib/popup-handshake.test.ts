import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignInPopup,
  isPopupAck,
  isPopupMessage,
  isSignInPopup,
  markSignInPopup,
  reportUntilAcknowledged,
} from '@/web/features/auth/lib/popup-handshake';
import { installFakeBroadcastChannel } from '@/web/test/fake-broadcast-channel';

const CHANNEL = 'canyon-auth';
const ACK = { type: 'canyon:auth-popup-ack' };
const report = { type: 'canyon:auth-popup', ok: true, error: null } as const;

function postFrom(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('popup handshake', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('recognises only the popup-done page’s report and the sign-in page’s answer', () => {
    expect(isPopupMessage(report)).toBe(true);
    expect(isPopupMessage({ ...report, type: 'other' })).toBe(false);
    expect(isPopupMessage({ type: 'canyon:auth-popup' })).toBe(false);
    expect(isPopupMessage('canyon:auth-popup')).toBe(false);
    expect(isPopupMessage(null)).toBe(false);
    expect(isPopupAck(ACK)).toBe(true);
    expect(isPopupAck(report)).toBe(false);
    expect(isPopupAck(undefined)).toBe(false);
  });

  describe('knowing it is the sign-in popup', () => {
    it('is a popup once the sign-in page has marked it, until it forgets', () => {
      expect(isSignInPopup()).toBe(false);
      markSignInPopup(window);
      expect(isSignInPopup()).toBe(true);
      forgetSignInPopup();
      expect(isSignInPopup()).toBe(false);
    });

    it('is a popup while it can reach the window that opened it', () => {
      vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage: vi.fn() });
      expect(isSignInPopup()).toBe(true);
    });

    it('does not fail on a popup that already shows another site', () => {
      const elsewhere = {
        get sessionStorage(): Storage {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.');
        },
      } as unknown as Window;
      expect(() => markSignInPopup(elsewhere)).not.toThrow();
    });
  });

  describe('reporting until acknowledged', () => {
    it('repeats the report until the sign-in page answers, then stops and says so once', async () => {
      const channels = installFakeBroadcastChannel();
      const onAck = vi.fn();
      reportUntilAcknowledged(report, onAck);
      await vi.advanceTimersByTimeAsync(1200);
      const reportsBeforeAnswer = channels.sent.filter((m) => isPopupMessage(m.data)).length;
      expect(reportsBeforeAnswer).toBe(3);
      expect(onAck).not.toHaveBeenCalled();

      const signInPage = channels.other(CHANNEL);
      signInPage.postMessage(ACK);
      signInPage.postMessage(ACK);
      await vi.advanceTimersByTimeAsync(5000);
      expect(onAck).toHaveBeenCalledTimes(1);
      expect(channels.sent.filter((m) => isPopupMessage(m.data))).toHaveLength(reportsBeforeAnswer);
    });

    it('reaches a sign-in page that only starts listening after the first report', async () => {
      const channels = installFakeBroadcastChannel();
      const onAck = vi.fn();
      reportUntilAcknowledged(report, onAck);
      await vi.advanceTimersByTimeAsync(10);

      const signInPage = channels.other(CHANNEL);
      const heard: unknown[] = [];
      signInPage.onmessage = (event: MessageEvent) => {
        heard.push(event.data);
        signInPage.postMessage(ACK);
      };
      await vi.advanceTimersByTimeAsync(600);
      expect(heard).toEqual([report]);
      expect(onAck).toHaveBeenCalledTimes(1);
    });

    it('also reports to the opener on this origin only, and takes its answer from there', async () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      const postMessage = vi.fn();
      vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage });
      const onAck = vi.fn();
      reportUntilAcknowledged(report, onAck);
      expect(postMessage).toHaveBeenCalledWith(report, window.location.origin);

      postFrom('https://evil.example', ACK);
      expect(onAck).not.toHaveBeenCalled();
      postFrom(window.location.origin, ACK);
      expect(onAck).toHaveBeenCalledTimes(1);
    });

    it('keeps reporting on the channel when the opener has moved to another site', async () => {
      const channels = installFakeBroadcastChannel();
      vi.spyOn(window, 'opener', 'get').mockReturnValue({
        postMessage: () => {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.');
        },
      });
      reportUntilAcknowledged(report, vi.fn());
      await vi.advanceTimersByTimeAsync(600);
      expect(channels.sent.filter((m) => isPopupMessage(m.data))).toHaveLength(2);
    });

    it('stops reporting when told to', async () => {
      const channels = installFakeBroadcastChannel();
      const stop = reportUntilAcknowledged(report, vi.fn());
      stop();
      await vi.advanceTimersByTimeAsync(2000);
      expect(channels.sent).toHaveLength(1);
    });
  });
});
