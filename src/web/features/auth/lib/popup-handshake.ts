import { AUTH_BROADCAST_CHANNEL, type AuthPopupMessage } from '@/shared/auth/auth-paths';

// The sign-in popup and the sign-in page that opened it speak in two messages: the popup's
// report (AuthPopupMessage) and the page's acknowledgement. The popup repeats its report until
// it is acknowledged; the page acknowledges every report it hears (sign-in-popup.ts). Neither
// side relies on the other being ready first, or on how long the other takes.

/** The sign-in page's answer to the popup's report: "I heard you, close". */
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

const POPUP_MARK_KEY = 'canyon:sign-in-popup';

/**
 * Marks a window the sign-in page has just opened as the sign-in popup. Session storage stays
 * with the window through the trip to the provider, which cuts `window.opener` and clears
 * `window.name` when the popup comes back to Canyon (Cross-Origin-Opener-Policy).
 */
export function markSignInPopup(popup: Window): void {
  try {
    popup.sessionStorage.setItem(POPUP_MARK_KEY, '1');
  } catch {
    // A popup left over from an earlier attempt may show another site; it was marked then.
  }
}

/** Whether this window is a sign-in popup rather than a tab the reader opened themselves. */
export function isSignInPopup(): boolean {
  try {
    if (window.sessionStorage.getItem(POPUP_MARK_KEY) === '1') return true;
  } catch {
    // Storage is off; the opener is the only sign left.
  }
  try {
    return Boolean(window.opener);
  } catch {
    return false;
  }
}

/** This window carries on as an ordinary tab (the sign-in page that opened it is gone). */
export function forgetSignInPopup(): void {
  try {
    window.sessionStorage.removeItem(POPUP_MARK_KEY);
  } catch {
    // Nothing was stored.
  }
}

const REPORT_REPEAT_MS = 500;

/**
 * The popup's side: sends its report on the shared channel, and to `window.opener` while it
 * can still reach it, again every half second until the sign-in page acknowledges it (a
 * report sent before that page listens, or lost on the way, is simply sent again). Calls
 * `onAck` once. Returns a function that stops.
 */
export function reportUntilAcknowledged(message: AuthPopupMessage, onAck: () => void): () => void {
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_BROADCAST_CHANNEL) : null;
  let stopped = false;

  const send = () => {
    channel?.postMessage(message);
    try {
      (window.opener as Window | null)?.postMessage(message, window.location.origin);
    } catch {
      // The opener is on another site now; the channel still reaches the sign-in page.
    }
  };
  const acknowledged = (data: unknown) => {
    if (stopped || !isPopupAck(data)) return;
    stop();
    onAck();
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) acknowledged(event.data);
  };
  function stop() {
    stopped = true;
    clearInterval(repeat);
    window.removeEventListener('message', onWindowMessage);
    channel?.close();
  }

  if (channel) channel.onmessage = (event: MessageEvent) => acknowledged(event.data);
  window.addEventListener('message', onWindowMessage);
  const repeat = setInterval(send, REPORT_REPEAT_MS);
  send();
  return stop;
}
