// Single sign-on through the popup (PRODUCT-SPEC §2 "Sign-in page": the flow is popup) against a
// real OpenID Connect provider on loopback (e2e/support/oidc-stand-in.ts), and the spec §8
// messages for a popup that is blocked, closed or cancelled.
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { OIDC_CLIENT } from './support/e2e-env';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';

const ssoButton = (page: Page) =>
  page.getByRole('button', { name: `Continue with ${OIDC_CLIENT.name}`, exact: true });

test.beforeEach(async ({ context }) => {
  // The provider's development pages import a web font; nothing may leave the machine.
  await context.route(/^https?:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

/** Opens the provider's popup from the sign-in page. */
async function openProviderPopup(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/interaction\//);
  return popup;
}

/** Signs in at the local provider and lets Canyon have the account. */
async function signInAtProvider(popup: Page, email: string): Promise<void> {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test('signs in through the popup and returns to the remembered page', async ({ page }) => {
  const email = uniqueEmail('sso');
  await page.goto('/settings');
  await expect(page).toHaveURL('/auth');

  const popup = await openProviderPopup(page);
  await signInAtProvider(popup, email);

  // The popup reports back and closes itself; this window moves on.
  await popup.waitForEvent('close');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  // The provider's profile name became the display name.
  await expect(menu.getByText(/^Sso /)).toBeVisible();
});

test.describe('with the page scripts from the network', () => {
  // The service worker would serve the popup's scripts from its cache, past the delay below.
  test.use({ serviceWorkers: 'block' });

  test('a popup whose last page loads slowly still reports back and closes', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('slow-sso');
    await page.goto('/settings');
    const popup = await openProviderPopup(page);
    // Back on Canyon, the popup is cut off from this window (Cross-Origin-Opener-Policy) and
    // looks closed; the sign-in page then gives it a few seconds before reading the session
    // and moving on. A busy machine can make the popup's last page report later than that.
    await context.route(/\/assets\/auth-popup-done-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await signInAtProvider(popup, email);

    await popup.waitForEvent('close');
    await expect(page).toHaveURL('/settings');
  });
});

test('closing the popup shows "Sign-in was cancelled."', async ({ page }) => {
  await page.goto('/auth');
  const popup = await openProviderPopup(page);
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled.');
  await expect(page).toHaveURL('/auth');
  await expect(ssoButton(page)).toBeEnabled();
});

test('cancelling at the provider shows "Sign-in was cancelled."', async ({ page }) => {
  await page.goto('/auth');
  const popup = await openProviderPopup(page);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  await closed;
  await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled.');
  await expect(page).toHaveURL('/auth');
});

test('a blocked popup shows the spec message and opens nothing', async ({ page }) => {
  // What a popup blocker does: window.open gives nothing back.
  await page.addInitScript('window.open = () => null;');
  await page.goto('/auth');
  await ssoButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Pop-up was blocked. Please allow pop-ups and try again.',
  );
  expect(page.context().pages()).toHaveLength(1);
});

test('the popup-done page opened in a tab of its own never closes it, and carries on', async ({
  page,
}) => {
  // What a mailed confirmation link for a provider account leads to, already signed in.
  await page.goto('/auth/popup-done');
  await expect(page).toHaveURL('/auth');
  await page.goto('/auth/popup-done?error=account_not_linked');
  await expect(page).toHaveURL('/auth?error=account_not_linked');
  await expect(page.getByRole('alert')).toHaveText(
    'Account merge conflict. Please try a different sign-in method.',
  );
  expect(page.isClosed()).toBe(false);
});
