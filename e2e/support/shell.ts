// The app's shell in the browser tests: what the header of every signed-in screen holds.
import type { Locator, Page } from '@playwright/test';

/**
 * The button that opens the user menu. It is named with the reader's name (or email), so it is
 * found by what it is: the header's button that opens a menu.
 */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}
