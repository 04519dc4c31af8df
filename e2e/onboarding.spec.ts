// PRODUCT-SPEC §2 "Onboarding modal" and the bookmarklet promotion that follows it (§3 keys).
import { signedInAccount } from './support/accounts';
import { expect, test } from './support/test';

const COMPLETED_KEY = 'backpocket-onboarding-completed';
const PROMPT_DISMISSED_KEY = 'canyon-bookmarklet-prompt-dismissed';

const stored = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;

test('shows once: on the first dashboard visit, until Get Started stores its flag', async ({
  page,
}) => {
  await signedInAccount(page, { name: 'Grace Hopper' });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Getting Started' });
  await expect(dialog.getByRole('heading', { name: 'Welcome, Grace Hopper!' })).toBeVisible();
  // Not yet dismissable by accident through the bookmarklet prompt: it waits for onboarding.
  await expect(page.getByText('Install Bookmarklet')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Save Articles Instantly' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByRole('heading', { name: 'Welcome, Grace Hopper!' })).toBeVisible();
  for (let step = 0; step < 3; step += 1)
    await dialog.getByRole('button', { name: 'Next' }).click();
  // New accounts are Pro by default here (DEFAULT_PLAN); free readers see "Unlock AI Features".
  await expect(dialog.getByRole('heading', { name: 'AI-Powered Summaries' })).toBeVisible();
  expect(await page.evaluate(stored(COMPLETED_KEY))).toBeNull();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(stored(COMPLETED_KEY))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Links' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Install Bookmarklet' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the bookmarklet promotion leaves for good on "Maybe later"', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/dashboard');
  await page.getByRole('dialog', { name: 'Getting Started' }).press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByText('Install Bookmarklet')).toHaveCount(0);
  expect(await page.evaluate(stored(PROMPT_DISMISSED_KEY))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Links' })).toBeVisible();
  await expect(page.getByText('Install Bookmarklet')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Install Bookmarklet" leads to the bookmarklet page', async ({ page }) => {
  await signedInAccount(page);
  await page.addInitScript(`localStorage.setItem('${COMPLETED_KEY}', 'true')`);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Install Bookmarklet' }).click();
  await expect(page).toHaveURL('/bookmarklet');
});
