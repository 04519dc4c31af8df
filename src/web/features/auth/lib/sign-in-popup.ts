import { AUTH_BROADCAST_CHANNEL, type AuthPopupMessage } from '@/shared/auth/auth-paths';
import {
  POPUP_ACK,
  isPopupMessage,
  markSignInPopup,
} from '@/web/features/auth/lib/popup-handshake';
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
  markSignInPopup(popup);
  return popup;
}

export type PopupOutcome =
  { kind: 'success' } | { kind: 'error'; code: string } | { kind: 'closed' };

function outcomeOf(message: AuthPopupMessage): PopupOutcome {
  return message.ok ? { kind: 'success' } : { kind: 'error', code: message.error ?? '' };
}

let stopAnswering: (() => void) | null = null;

/**
 * Acknowledges every report a sign-in popup sends, from now until the next sign-in starts in
 * this window, and hands each one to `onReport`. It outlives the wait for an outcome on
 * purpose: the sign-in page may have moved on already (see below) when a slow popup reports,
 * and a popup nobody answers carries on by itself instead of closing.
 */
function answerPopupReports(onReport: (message: AuthPopupMessage) => void): void {
  stopAnswering?.();
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_BROADCAST_CHANNEL) : null;
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
    (event.source as Window | null)?.postMessage(POPUP_ACK, window.location.origin);
    channel?.postMessage(POPUP_ACK);
    onReport(event.data);
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (!isPopupMessage(event.data)) return;
      channel.postMessage(POPUP_ACK);
      onReport(event.data);
    };
  }
  window.addEventListener('message', onWindowMessage);
  stopAnswering = () => {
    window.removeEventListener('message', onWindowMessage);
    channel?.close();
  };
}

type WaitOptions = {
  /** How long a closed popup may still report back (see below). */
  closedGraceMs?: number;
  pollMs?: number;
  signal?: AbortSignal;
  /** A report that comes after the popup was given up for closed (at most once, unless aborted). */
  onLateOutcome?: (outcome: PopupOutcome) => void;
};

/**
 * Resolves with what the popup-done page reports, by postMessage from this origin or on the
 * shared BroadcastChannel. When the provider hands the popup back to Canyon, the page's
 * Cross-Origin-Opener-Policy moves it into a new browsing context group: to this window it
 * then looks closed and `window.opener` is gone, and only the channel still reaches here. So a
 * closed popup counts as cancelled only after a grace period without a report. The popup's
 * last page may still be loading then (a busy machine): its report is acknowledged all the
 * same, and handed to `onLateOutcome`.
 */
export function waitForPopupOutcome(
  popup: Window,
  { closedGraceMs = 3000, pollMs = 400, signal, onLateOutcome }: WaitOptions = {},
): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    let settled: PopupOutcome | null = null;
    let lateReported = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = outcome;
      clearInterval(poll);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => finish({ kind: 'closed' });

    answerPopupReports((message) => {
      if (!settled) {
        finish(outcomeOf(message));
      } else if (settled.kind === 'closed' && !lateReported && !signal?.aborted) {
        lateReported = true;
        onLateOutcome?.(outcomeOf(message));
      }
    });
    signal?.addEventListener('abort', onAbort);

    const poll = setInterval(() => {
      if (popup.closed && graceTimer === undefined) {
        graceTimer = setTimeout(() => finish({ kind: 'closed' }), closedGraceMs);
      }
    }, pollMs);
  });
}
