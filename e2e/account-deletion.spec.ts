// Settings › Delete Account (issue #14 item 5; spec §5 Delete account): the confirmation panel
// and its exact phrase, then the account gone, its owner signed out, and nobody else touched.
import type { Page } from '@playwright/test';
import { DELETE_CONFIRMATION } from '../src/shared/account/account-schemas';
import { signedInAccount, skipOnboarding } from './support/accounts';
import {
  answerStandInFavicon,
  settingsSection,
  stripeSubscriptionsOf,
  upgradeThroughCheckout,
} from './support/billing';
import { randomClientIp } from './support/client-ip';
import { E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { saveByApi } from './support/library';
import { expect, test } from './support/test';

const BOOK = FIXTURE_ARTICLES.bookbinding;
const headers = { Origin: E2E_BASE_URL };

test.beforeEach(async ({ page, context }) => {
  await skipOnboarding(page);
  await answerStandInFavicon(context);
});

function deletion(page: Page) {
  const section = settingsSection(page, 'Account Management');
  return {
    section,
    open: section.getByRole('button', { name: 'Delete Account', exact: true }),
    phrase: section.getByLabel(`Type ${DELETE_CONFIRMATION} to confirm`),
    confirm: section.getByRole('button', { name: 'Delete My Account', exact: true }),
    cancel: section.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

test('the panel: the button waits for the exact phrase, and Cancel resets it', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/settings');
  const panel = deletion(page);
  await expect(panel.phrase).toHaveCount(0);

  await panel.open.click();
  await expect(panel.phrase).toBeVisible();
  await expect(panel.section.getByText(/articles/i).first()).toBeVisible();
  await expect(panel.confirm).toBeDisabled();
  for (const almost of [
    'delete my account',
    'Delete My Account',
    `${DELETE_CONFIRMATION} `,
    ` ${DELETE_CONFIRMATION}`,
    'DELETE MY ACCOUN',
  ]) {
    await panel.phrase.fill(almost);
    await expect(panel.confirm, `"${almost}"`).toBeDisabled();
  }
  await panel.phrase.fill(DELETE_CONFIRMATION);
  await expect(panel.confirm).toBeEnabled();

  await panel.cancel.click();
  await expect(panel.phrase).toHaveCount(0);
  await expect(panel.confirm).toHaveCount(0);
  await panel.open.click();
  await expect(panel.phrase).toHaveValue('');
  await expect(panel.confirm).toBeDisabled();

  // Nothing was deleted along the way.
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('deleting lands on / signed out; the password no longer works; another reader keeps their articles', async ({
  page,
  browser,
}) => {
  // Another reader who saved the same page: the content they share must stay.
  const otherContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const otherPage = await otherContext.newPage();
  const other = await signedInAccount(otherPage);
  const theirs = await saveByApi(otherPage.request, BOOK.path, ['kept']);

  const account = await signedInAccount(page);
  await saveByApi(page.request, BOOK.path, ['mine']);
  await saveByApi(page.request, FIXTURE_ARTICLES.nightTrains.path);

  await page.goto('/settings');
  const panel = deletion(page);
  await panel.open.click();
  await panel.phrase.fill(DELETE_CONFIRMATION);
  await panel.confirm.click();

  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(signIn.ok()).toBe(false);

  // The other reader: still signed in, their article and its content intact.
  const read = await otherPage.request.get(`/api/articles/${theirs.id}`);
  expect(read.status()).toBe(200);
  const article = (await read.json()) as { title: string; tags: string[]; content: string | null };
  expect(article.title).toBe(BOOK.title);
  expect(article.tags).toEqual(['kept']);
  expect(article.content).toContain('<p');
  const otherMe = (await (await otherPage.request.get('/api/me')).json()) as { email: string };
  expect(otherMe.email).toBe(other.email);
  await otherContext.close();
});

test('deleting a Pro account cancels its subscription first', async ({ page }) => {
  await signedInAccount(page);
  const { stripeCustomerId } = await upgradeThroughCheckout(page);
  await page.goto('/settings');
  const panel = deletion(page);
  await panel.open.click();
  await panel.phrase.fill(DELETE_CONFIRMATION);
  await panel.confirm.click();
  await expect(page).toHaveURL('/');

  const subscriptions = await stripeSubscriptionsOf(stripeCustomerId as string);
  expect(subscriptions.length).toBeGreaterThan(0);
  for (const subscription of subscriptions) expect(subscription.status).toBe('canceled');
});
