// PRODUCT-SPEC §4 Theme: starts from the saved choice, else the system preference; follows
// system changes only while nothing is saved; a toggle is saved and survives a reload.
import { expect, test } from './support/test';
import { expectTheme, savedTheme, setSystemScheme, themeToggle } from './support/theme';

test('without a saved choice the theme follows the system setting, live and after a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectTheme(page, 'dark');

  await setSystemScheme(page, 'light');
  await expectTheme(page, 'light');

  await setSystemScheme(page, 'dark');
  await expectTheme(page, 'dark');

  await page.reload();
  await expectTheme(page, 'dark');
  await setSystemScheme(page, 'light');
  await expectTheme(page, 'light');
  expect(await savedTheme(page), 'nothing is saved until the reader toggles').toBeNull();
});

test('choosing dark is saved, survives a reload and no longer follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectTheme(page, 'light');

  await themeToggle(page, 'light').click();
  await expectTheme(page, 'dark');
  await expect.poll(() => savedTheme(page)).toBe('dark');

  await setSystemScheme(page, 'dark');
  await setSystemScheme(page, 'light');
  await expectTheme(page, 'dark');

  await page.reload();
  await expectTheme(page, 'dark');
  await setSystemScheme(page, 'dark');
  await setSystemScheme(page, 'light');
  await expectTheme(page, 'dark');
  expect(await savedTheme(page)).toBe('dark');
});

test('choosing light under a dark system is saved and kept after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectTheme(page, 'dark');

  // By keyboard, as a reader without a mouse would.
  await themeToggle(page, 'dark').focus();
  await page.keyboard.press('Enter');
  await expectTheme(page, 'light');
  await expect.poll(() => savedTheme(page)).toBe('light');

  await page.reload();
  await expectTheme(page, 'light');
  await setSystemScheme(page, 'light');
  await setSystemScheme(page, 'dark');
  await expectTheme(page, 'light');
});

test('toggling twice keeps the last choice saved, not the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await themeToggle(page, 'light').click();
  await expectTheme(page, 'dark');
  await themeToggle(page, 'dark').click();
  await expectTheme(page, 'light');
  await expect.poll(() => savedTheme(page)).toBe('light');

  await setSystemScheme(page, 'dark');
  await expectTheme(page, 'light');
  await page.reload();
  await expectTheme(page, 'light');
});
