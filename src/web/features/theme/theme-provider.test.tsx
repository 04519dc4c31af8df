import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '@/web/features/theme/theme-provider';
import { THEME_STORAGE_KEY, THEME_TRANSITION_MS } from '@/web/features/theme/theme-storage';
import { ThemeToggle } from '@/web/features/theme/theme-toggle';
import { installFakeColorScheme } from '@/web/test/fake-match-media';

function ThemeProbe() {
  const { theme, isSaved } = useTheme();
  return <p data-testid="probe">{`${theme}${isSaved ? ' saved' : ''}`}</p>;
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ThemeProbe />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const html = () => document.documentElement;
const probe = () => screen.getByTestId('probe').textContent;

describe('theme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('uses the system preference when nothing is saved', () => {
    installFakeColorScheme('dark');
    renderTheme();
    expect(probe()).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
    expect(html().style.colorScheme).toBe('dark');
  });

  it('lets a saved choice win over the system preference', () => {
    installFakeColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderTheme();
    expect(probe()).toBe('light saved');
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('ignores a saved value that is not a theme', () => {
    installFakeColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderTheme();
    expect(probe()).toBe('dark');
  });

  it('follows system changes while nothing is saved', () => {
    const system = installFakeColorScheme('light');
    renderTheme();
    expect(probe()).toBe('light');

    act(() => system.setSystem('dark'));
    expect(probe()).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);

    act(() => system.setSystem('light'));
    expect(probe()).toBe('light');
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('stops following the system once the reader toggles, and saves the choice', async () => {
    const system = installFakeColorScheme('light');
    renderTheme();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(probe()).toBe('dark saved');

    act(() => system.setSystem('dark'));
    act(() => system.setSystem('light'));
    expect(probe()).toBe('dark saved');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('names the toggle after what it will do', async () => {
    installFakeColorScheme('light');
    renderTheme();
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBe(toggle);

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(toggle);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('animates colours for 300 ms when toggling, but not on first paint', () => {
    vi.useFakeTimers();
    installFakeColorScheme('light');
    renderTheme();
    expect(html().classList.contains('theme-transition')).toBe(false);

    act(() => screen.getByRole('button', { name: 'Switch to dark theme' }).click());
    expect(html().classList.contains('theme-transition')).toBe(true);

    act(() => vi.advanceTimersByTime(THEME_TRANSITION_MS - 1));
    expect(html().classList.contains('theme-transition')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(html().classList.contains('theme-transition')).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    installFakeColorScheme('light');
    renderTheme();
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(probe()).toBe('dark saved');
  });

  it('stops listening to the system when unmounted', () => {
    const system = installFakeColorScheme('light');
    const { unmount } = renderTheme();
    expect(system.listenerCount()).toBe(1);
    unmount();
    expect(system.listenerCount()).toBe(0);
  });
});
