import { expect, type Page } from '@playwright/test';
import { nextFrames } from './screens';

export type Theme = 'light' | 'dark';

/** The landing top bar's toggle, found by the name it has in the given theme. */
export function themeToggle(page: Page, current: Theme) {
  const name = current === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return page.getByRole('button', { name, exact: true });
}

const DARK_CLASS = /(^|\s)dark(\s|$)/;

/** The theme applied to the document: the `dark` class on <html>. */
export async function expectDocumentTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(DARK_CLASS);
  else await expect(html).not.toHaveClass(DARK_CLASS);
}

/** The theme the reader sees on the landing page: the document's, and the toggle named for it. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expectDocumentTheme(page, theme);
  await expect(themeToggle(page, theme)).toBeVisible();
}

/** The `theme` value in the page origin's localStorage, or null when nothing is saved. */
export async function savedTheme(page: Page): Promise<string | null> {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  const storage = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  return storage.find((item) => item.name === 'theme')?.value ?? null;
}

/** Changes the system colour scheme and lets the page handle the change event. */
export async function setSystemScheme(page: Page, scheme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await nextFrames(page);
}
