import { AUTH_POPUP_DONE_PATH, RESET_PASSWORD_PATH } from '@/shared/auth/auth-paths';

/**
 * Every route of the app (spec §2) in one place. `path` is the router pattern; `href()` builds
 * a link, so no screen spells a URL by hand.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  auth: { path: '/auth', href: () => '/auth' },
  /** Where the password-reset mail link lands (`?token=…`); the server names it too. */
  resetPassword: { path: RESET_PASSWORD_PATH, href: () => RESET_PASSWORD_PATH },
  /** Where a social sign-in popup ends (`?error=…` on failure); the server names it too. */
  authPopupDone: { path: AUTH_POPUP_DONE_PATH, href: () => AUTH_POPUP_DONE_PATH },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  article: {
    path: '/article/:articleId',
    href: (articleId: string) => `/article/${encodeURIComponent(articleId)}`,
  },
  settings: { path: '/settings', href: () => '/settings' },
  help: { path: '/help', href: () => '/help' },
  save: { path: '/save', href: () => '/save' },
  bookmarklet: { path: '/bookmarklet', href: () => '/bookmarklet' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  /** The contact section of the help center (the landing footer's "Contact" link). */
  contact: { href: () => '/help#contact' },
  notFound: { path: '*' },
} as const;
