import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/web/features/theme/theme-storage';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import script from '../../../../public/theme-init.js?raw';

// public/theme-init.js paints the theme before React loads; it must agree with theme-storage.ts.
const runScript = () => new Function(script)();
const isDark = () => document.documentElement.classList.contains('dark');

describe('public/theme-init.js', () => {
  it('follows the system when nothing is saved', () => {
    installFakeColorScheme('dark');
    runScript();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('prefers the saved choice', () => {
    installFakeColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runScript();
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('applies a saved dark choice on a light system', () => {
    installFakeColorScheme('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runScript();
    expect(isDark()).toBe(true);
  });
});
