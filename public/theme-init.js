// Applies the saved or system theme before first paint. It is a separate file, not an inline
// script, because the Content-Security-Policy allows scripts from our own origin only.
// Keep in step with src/web/features/theme/theme-storage.ts.
/* global window, document */
(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem('theme');
    dark =
      saved === 'dark' ||
      (saved !== 'light' &&
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage can be blocked (privacy modes); the light theme is a safe default.
  }
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
