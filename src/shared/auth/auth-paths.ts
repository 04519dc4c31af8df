// Pages of the web app that sign-in flows come back to. The server names them in mail links
// and OAuth redirects; the web app renders them. docs/auth.md describes each flow.

/** Where a sign-in popup ends, with `?error=<code>` when it failed. */
export const AUTH_POPUP_DONE_PATH = '/auth/popup-done';

/** BroadcastChannel the popup-done page announces the outcome on. */
export const AUTH_BROADCAST_CHANNEL = 'canyon-auth';

/** The message the popup-done page posts (on the channel and to window.opener). */
export type AuthPopupMessage = { type: 'canyon:auth-popup'; ok: boolean; error: string | null };

/** Where the password-reset mail link lands, with `?token=…` or `?error=INVALID_TOKEN`. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
