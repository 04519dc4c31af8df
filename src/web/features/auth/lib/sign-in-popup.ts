import { AUTH_BROADCAST_CHANNEL, type AuthPopupMessage } from '@/shared/auth/auth-paths';
import { SignInError } from '@/web/features/auth/lib/sign-in-error';

const POPUP_NAME = 'canyon-sign-in';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 680;

/**
 * Opens an empty, centred popup. It must run in the click handler itself, before anything is
 * awaited, or the browser's popup blocker refuses it.
 */
export function openSignInPopup(): Window {
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  const popup = window.open('', POPUP_NAME, features);
  if (!popup) throw new SignInError('POPUP_BLOCKED');
  try {
    popup.document.title = 'Signing in…';
  } catch {
    // A popup left over from an earlier attempt may already show another site.
  }
  return popup;
}

export type PopupOutcome =
  { kind: 'success' } | { kind: 'error'; code: string } | { kind: 'closed' };

/**
 * The sign-in page's answer to the popup-done page: "I heard you, close". Without it that page
 * stays open and carries on by itself, since it was then no popup (a mailed link opened in a
 * tab) or the sign-in page is gone.
 */
export type PopupAck = { type: 'canyon:auth-popup-ack' };
export const POPUP_ACK: PopupAck = { type: 'canyon:auth-popup-ack' };

export function isPopupAck(data: unknown): data is PopupAck {
  return typeof data === 'object' && data !== null && (data as PopupAck).type === POPUP_ACK.type;
}

export function isPopupMessage(data: unknown): data is AuthPopupMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as AuthPopupMessage).type === 'canyon:auth-popup' &&
    typeof (data as AuthPopupMessage).ok === 'boolean'
  );
}

type WaitOptions = {
  /** How long a closed popup may still report back (see below). */
  closedGraceMs?: number;
  pollMs?: number;
  signal?: AbortSignal;
};

/**
 * Resolves with what the popup-done page reports, by postMessage from this origin or on the
 * shared BroadcastChannel. When the provider hands the popup back to Canyon, the page's
 * Cross-Origin-Opener-Policy moves it into a new browsing context group: to this window it
 * then looks closed and `window.opener` is gone, and only the channel still reaches here. So a
 * closed popup counts as cancelled only after a grace period without a report.
 */
export function waitForPopupOutcome(
  popup: Window,
  { closedGraceMs = 3000, pollMs = 400, signal }: WaitOptions = {},
): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_BROADCAST_CHANNEL) : null;

    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(graceTimer);
      window.removeEventListener('message', onWindowMessage);
      // Closing a channel at once can drop the acknowledgement just posted on it (Chromium
      // hands messages on through another process), and the popup then never closes.
      setTimeout(() => channel?.close(), 1000);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };

    const report = (data: unknown) => {
      if (!isPopupMessage(data) || settled) return;
      channel?.postMessage(POPUP_ACK);
      finish(data.ok ? { kind: 'success' } : { kind: 'error', code: data.error ?? '' });
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) report(event.data);
    };
    const onAbort = () => finish({ kind: 'closed' });

    window.addEventListener('message', onWindowMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => report(event.data);
    signal?.addEventListener('abort', onAbort);

    const poll = setInterval(() => {
      if (popup.closed && graceTimer === undefined) {
        graceTimer = setTimeout(() => finish({ kind: 'closed' }), closedGraceMs);
      }
    }, pollMs);
  });
}
