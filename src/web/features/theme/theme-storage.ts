/**
 * Theme persistence and the <html> class (spec §4 Theme, §3 local storage `theme`).
 * public/theme-init.js repeats the first-paint part of this logic in plain JavaScript.
 */

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_TRANSITION_MS = 300;
const DARK_QUERY = '(prefers-color-scheme: dark)';
const TRANSITION_CLASS = 'theme-transition';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readSavedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked; behave as if nothing was saved.
    return null;
  }
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies for this visit.
  }
}

export function systemThemeQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function getSystemTheme(): Theme {
  return systemThemeQuery()?.matches ? 'dark' : 'light';
}

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

/** Sets the `dark` class; with `animate`, colours fade for 300 ms instead of snapping. */
export function applyTheme(theme: Theme, { animate }: { animate: boolean }): void {
  const root = document.documentElement;
  if (animate) {
    root.classList.add(TRANSITION_CLASS);
    clearTimeout(transitionTimer);
    transitionTimer = setTimeout(
      () => root.classList.remove(TRANSITION_CLASS),
      THEME_TRANSITION_MS,
    );
  }
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
