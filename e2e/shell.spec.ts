// PRODUCT-SPEC §2 "Shell": the sticky header with the Dashboard link and the user menu, and
// the side menu on phones.
import { setSubscription, signedInAccount, skipOnboarding } from './support/accounts';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header has the Dashboard link and the user menu with everything the spec lists', async ({
    page,
  }) => {
    const account = await signedInAccount(page, { name: 'Ada Lovelace' });
    await page.goto('/settings');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    // Sticky: still on screen after scrolling.
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();

    await expect(accountMenuButton(page)).toContainText('Ada Lovelace');
    // Issue #17: screen readers hear the reader's name, nothing before it.
    await expect(accountMenuButton(page)).toHaveAccessibleName('Ada Lovelace');
    await accountMenuButton(page).click();
    await expect(accountMenuButton(page)).toHaveAccessibleName('Ada Lovelace');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
    await expect(menu.getByText('AL', { exact: true }).first()).toBeVisible();
    await expect(menu.locator('[data-plan]')).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Dark theme' })).toBeVisible();
    for (const item of ['Bookmarklet', 'Settings', 'Help', 'Sign Out']) {
      await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
  });

  test('without a display name the menu shows the email', async ({ page }) => {
    const account = await signedInAccount(page);
    await page.goto('/settings');
    await expect(accountMenuButton(page)).toContainText(account.email);
    await expect(accountMenuButton(page)).toHaveAccessibleName(account.email);
    await accountMenuButton(page).click();
    await expect(page.getByRole('menu').getByText(account.email, { exact: true })).toBeVisible();
  });

  test('the menu closes on an outside click and on a route change', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/help');

    await accountMenuButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // A route change the menu did not cause (the back button) closes it too.
    await accountMenuButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/settings');
    await accountMenuButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Dark theme' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Bookmarklet' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(accountMenuButton(page)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Help' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/help');
  });

  test('the theme toggle in the menu switches and remembers the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInAccount(page);
    await page.goto('/settings');
    await accountMenuButton(page).click();
    const toggle = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    // The menu stays open to show the change.
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the menu links lead to Bookmarklet, Settings and Help', async ({ page }) => {
    await signedInAccount(page);
    for (const [item, url] of [
      ['Bookmarklet', '/bookmarklet'],
      ['Settings', '/settings'],
      ['Help', '/help'],
    ] as const) {
      await page.goto('/terms');
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test('signed-in readers keep the shell on public pages and skip the landing page', async ({
    page,
  }) => {
    await signedInAccount(page);
    await page.goto('/help');
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/auth');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side menu has Dashboard, Settings, the Upgrade to Pro card and the copyright', async ({
    page,
  }) => {
    const account = await signedInAccount(page);
    setSubscription(account.email, {
      plan: 'free',
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sideMenu = page.getByRole('dialog', { name: 'Menu' });
    await expect(sideMenu).toBeVisible();
    await expect(
      sideMenu.getByRole('link', { name: /Dashboard.*View your saved articles/ }),
    ).toBeVisible();
    await expect(
      sideMenu.getByRole('link', { name: /Settings.*Manage your account/ }),
    ).toBeVisible();
    await expect(sideMenu.getByText(/© 2025 Canyon/)).toBeVisible();

    await sideMenu.getByRole('link', { name: /Upgrade to Pro/ }).click();
    await expect(page).toHaveURL('/settings');
    await expect(sideMenu).toHaveCount(0);
  });

  test('Pro readers get no Upgrade to Pro card; Escape closes the menu', async ({ page }) => {
    const account = await signedInAccount(page);
    setSubscription(account.email, {
      plan: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sideMenu = page.getByRole('dialog', { name: 'Menu' });
    await expect(sideMenu.getByRole('link', { name: /Dashboard/ })).toBeVisible();
    await expect(sideMenu.getByText('Upgrade to Pro')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sideMenu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the user menu fits the screen', async ({ page }) => {
    await signedInAccount(page, { name: 'Grace Hopper' });
    await page.goto('/settings');
    // Only the avatar shows here; the button is still named with the reader's name.
    await expect(accountMenuButton(page)).toHaveAccessibleName('Grace Hopper');
    await accountMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeInViewport({ ratio: 1 });
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth');
  });
});
