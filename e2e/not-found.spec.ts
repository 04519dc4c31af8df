// PRODUCT-SPEC §2 "Not Found and error fallback": any unknown route shows the 404 screen.
import type { Page } from '@playwright/test';
import { signedInAccount } from './support/accounts';
import { expect, test } from './support/test';

const UNKNOWN_ROUTES = ['/no-such-page', '/deeply/nested/unknown/route', '/dashboard-old?x=1#y'];

/** The spec calls them buttons; as navigation they may be links. Either role is accepted. */
function action(page: Page, name: string) {
  return page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }));
}

async function expectNotFoundScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(action(page, 'Go to Dashboard')).toBeVisible();
  await expect(action(page, 'Go Home')).toBeVisible();
}

for (const route of UNKNOWN_ROUTES) {
  test(`${route} shows Page Not Found`, async ({ page }) => {
    await page.goto(route);
    await expectNotFoundScreen(page);
  });
}

test('Go to Dashboard leads to /dashboard', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/no-such-page');
  await expectNotFoundScreen(page);
  await action(page, 'Go to Dashboard').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toHaveCount(0);
});

test('Go to Dashboard takes a visitor to sign in first, then to /dashboard', async ({ page }) => {
  await page.goto('/no-such-page');
  await action(page, 'Go to Dashboard').click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in to Canyon', exact: true })).toBeVisible();
});

test('Go Home leads to the landing page', async ({ page }) => {
  await page.goto('/deeply/nested/unknown/route');
  await expectNotFoundScreen(page);
  await action(page, 'Go Home').click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save. Understand. Thrive.', exact: true }),
  ).toBeVisible();
});
