// Billing in the browser (issue #14 items 1 and 2) against the local Stripe stand-in
// (src/server/test/local-stripe-server.ts): Upgrade → checkout → signed webhook → the plan
// badge shows Pro without a reload; the portal and cancel at period end; payment failure; each
// status label; the customer-not-found retry; and the checkout return that grants nothing.
import type { Page } from '@playwright/test';
import { setSubscription, signedInAccount, skipOnboarding } from './support/accounts';
import {
  FREE_FIELDS,
  answerStandInFavicon,
  changeStripeSubscription,
  deleteStripeCustomer,
  formatPlanDate,
  openPlanBadge,
  payAtCheckout,
  readRecord,
  settingsSection,
  upgradeThroughCheckout,
  waitForRecord,
} from './support/billing';
import { accountMenuButton } from './support/shell';
import { E2E_BASE_URL, E2E_STRIPE_ORIGIN } from './support/e2e-env';
import { expect, test } from './support/test';

const CHECKOUT_RETURN_TOAST =
  'Payment received. Your Pro plan starts as soon as the payment is confirmed.';

test.beforeEach(async ({ page, context }) => {
  await skipOnboarding(page);
  await answerStandInFavicon(context);
});

/** Holds the page's requests to `path` until the returned function is called. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a free reader upgrades from Settings: checkout, Pay, back on the dashboard as Pro', async ({
  page,
}) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  await page.goto('/settings');
  const plan = settingsSection(page, 'Current Plan');
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();

  const release = await holdRequests(page, '/api/billing/checkout');
  await plan.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(plan.getByRole('button', { name: 'Upgrading...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_ORIGIN}/checkout/`));
  await page.unroute('**/api/billing/checkout');
  await payAtCheckout(page);

  // The checkout return: a toast that promises nothing, and the query parameter gone.
  await expect(page.getByText(CHECKOUT_RETURN_TOAST)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const badge = await openPlanBadge(page);
  await expect(badge.getByText('Pro', { exact: true })).toBeVisible();
  await expect(badge.getByText(/^Renews /)).toBeVisible();

  const record = await readRecord(page);
  expect(record.plan).toBe('pro');
  expect(record.subscriptionStatus).toBe('active');
  expect(record.stripeCustomerId).toMatch(/^cus_/);
  expect(record.stripeSubscriptionId).toMatch(/^sub_/);
});

test('an upgrade in one page reaches another open page of the same reader without a reload', async ({
  page,
  context,
}) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  const other = await context.newPage();
  await other.goto('/settings');
  const otherPlan = settingsSection(other, 'Current Plan');
  await expect(otherPlan.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  const otherBadge = await openPlanBadge(other);
  await expect(otherBadge.getByText('Free', { exact: true })).toBeVisible();
  // Anything that reloads the page would lose this mark.
  await other.evaluate('window.__canyonSamePage = true');

  await upgradeThroughCheckout(page);

  // The menu stayed open the whole time: the live stream changed it.
  await expect(otherBadge.getByText('Pro', { exact: true })).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(otherPlan.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expect(otherPlan.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
  expect(await other.evaluate('window.__canyonSamePage')).toBe(true);
  await other.close();
});

test('the checkout return alone grants nothing', async ({ page }) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  await page.goto('/dashboard?success=true');
  await expect(page.getByText(CHECKOUT_RETURN_TOAST)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  // The page refetches the record on the return; it is still free.
  await expect.poll(async () => (await readRecord(page)).plan).toBe('free');
  const badge = await openPlanBadge(page);
  await expect(badge).toHaveText('Free');

  await page.reload();
  await expect(await openPlanBadge(page)).toHaveText('Free');
  const record = await readRecord(page);
  expect(record.subscription.isPro).toBe(false);
  expect(record.stripeSubscriptionId).toBeNull();
});

test('a canceled checkout says so and changes nothing', async ({ page }) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  await page.goto('/dashboard?canceled=true');
  await expect(page.getByText('Upgrade canceled.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(await openPlanBadge(page)).toHaveText('Free');
});

test('Manage Billing opens the portal; cancel at period end shows "Active (Canceling)" and the end date', async ({
  page,
}) => {
  await signedInAccount(page);
  await upgradeThroughCheckout(page);
  await page.goto('/settings');
  const plan = settingsSection(page, 'Current Plan');

  const release = await holdRequests(page, '/api/billing/portal');
  await plan.getByRole('button', { name: 'Manage Billing', exact: true }).click();
  await expect(plan.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_ORIGIN}/portal/`));
  await page.unroute('**/api/billing/portal');

  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await page.getByRole('link', { name: 'Back to Canyon' }).click();
  await expect(page).toHaveURL('/settings');

  const record = await waitForRecord(page, (r) => r.cancelAtPeriodEnd);
  expect(record.currentPeriodEnd).not.toBeNull();
  const date = formatPlanDate(record.currentPeriodEnd as string);
  await expect(plan.getByText('Active (Canceling)', { exact: true })).toBeVisible();
  await expect(plan.getByText(`Ends on ${date}`)).toBeVisible();
  const billing = settingsSection(page, 'Billing Information');
  await expect(billing.getByText('Subscription Ends')).toBeVisible();
  await expect(billing.getByText('Next Billing Date')).toHaveCount(0);

  // Spec "Plan badge": still Pro (active) until the period ends, with its end date.
  const badge = await openPlanBadge(page);
  await expect(badge.getByText('Pro', { exact: true })).toBeVisible();
  await expect(badge.getByText(`Ends ${date}`, { exact: true })).toBeVisible();
});

test('a failed payment turns the open page to "Payment Due", and recovery back to Pro', async ({
  page,
}) => {
  await signedInAccount(page);
  const { stripeCustomerId } = await upgradeThroughCheckout(page);
  await page.goto('/settings');
  const badge = await openPlanBadge(page);
  await expect(badge.getByText('Pro', { exact: true })).toBeVisible();

  await changeStripeSubscription(stripeCustomerId as string, { status: 'past_due' });
  await expect(badge.getByText('Payment Due', { exact: true })).toBeVisible();
  await expect(badge.getByText('Payment required to continue', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    settingsSection(page, 'Current Plan').getByText('Past Due', { exact: true }),
  ).toBeVisible();

  await changeStripeSubscription(stripeCustomerId as string, { status: 'active' });
  await accountMenuButton(page).click();
  await expect(
    page.getByRole('menu').locator('[data-plan]').getByText('Pro', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Payment required to continue')).toHaveCount(0);
});

test('each subscription status the stand-in reports shows its label, live', async ({ page }) => {
  await signedInAccount(page);
  const { stripeCustomerId } = await upgradeThroughCheckout(page);
  const customer = stripeCustomerId as string;
  await page.goto('/settings');
  const plan = settingsSection(page, 'Current Plan');

  const steps = [
    { change: { status: 'trialing' }, badge: 'Trial', status: 'Trial' },
    { change: { status: 'incomplete' }, badge: 'Incomplete', status: 'Incomplete' },
    // Once ended, a subscription that was set to end at its period end is no longer "ending":
    // the record keeps cancelAtPeriodEnd for live subscriptions only (decision record 015), so
    // the badge says Canceled. "Canceling" is the spec's label for a record that says both.
    {
      change: { status: 'canceled', cancel_at_period_end: true },
      badge: 'Canceled',
      status: 'Canceled',
    },
    {
      change: { status: 'canceled', cancel_at_period_end: false },
      badge: 'Canceled',
      status: 'Canceled',
    },
  ] as const;
  for (const step of steps) {
    await changeStripeSubscription(customer, step.change);
    await expect(plan.getByText(step.status, { exact: true })).toBeVisible();
    const badge = await openPlanBadge(page);
    await expect(badge.getByText(step.badge, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('an upgrade still reaches checkout when the stored customer no longer exists', async ({
  page,
}) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  // A checkout started and left: the reader now has a customer at Stripe.
  const started = await page.request.post('/api/billing/checkout', {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(started.status(), await started.text()).toBe(200);
  const first = (await readRecord(page)).stripeCustomerId;
  expect(first).toMatch(/^cus_/);
  await deleteStripeCustomer(first as string);

  await page.goto('/settings');
  await settingsSection(page, 'Current Plan')
    .getByRole('button', { name: 'Upgrade to Pro' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_ORIGIN}/checkout/`));
  await payAtCheckout(page);
  const record = await waitForRecord(page, (r) => r.subscription.isPro);
  expect(record.stripeCustomerId).toMatch(/^cus_/);
  expect(record.stripeCustomerId).not.toBe(first);
});
