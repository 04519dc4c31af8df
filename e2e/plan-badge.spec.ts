// PRODUCT-SPEC §2 "Plan badge" in the user menu, for every subscription status.
import {
  setSubscription,
  signedInAccount,
  skipOnboarding,
  type SubscriptionFields,
} from './support/accounts';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

// Midday UTC, so the date reads the same in any time zone the browser runs in.
const PERIOD_END = new Date('2027-03-05T12:00:00.000Z');

type Case = {
  title: string;
  fields: SubscriptionFields;
  badge: string;
  detail: string | null;
  note?: string;
};

const CASES: Case[] = [
  {
    title: 'Pro: plan pro, status active, renewing',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
    },
    badge: 'Pro',
    detail: 'Renews Mar 5, 2027',
  },
  {
    title: 'Pro set to cancel at the period end',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: true,
    },
    badge: 'Pro',
    detail: 'Ends Mar 5, 2027',
  },
  {
    title: 'Payment Due: past_due, with its note',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'past_due',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
    },
    badge: 'Payment Due',
    detail: 'Renews Mar 5, 2027',
    note: 'Payment required to continue',
  },
  {
    title: 'Canceling: canceled with cancelAtPeriodEnd',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'canceled',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: true,
    },
    badge: 'Canceling',
    detail: 'Ends Mar 5, 2027',
  },
  {
    title: 'Canceled',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'canceled',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
    },
    badge: 'Canceled',
    detail: null,
  },
  {
    title: 'Incomplete',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    badge: 'Incomplete',
    detail: null,
  },
  {
    title: 'Trial: trialing',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'trialing',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
    },
    badge: 'Trial',
    detail: 'Renews Mar 5, 2027',
  },
  {
    title: 'Free: the free plan',
    fields: {
      plan: 'free',
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    badge: 'Free',
    detail: null,
  },
  {
    title: 'Free: any other status',
    fields: {
      plan: 'pro',
      subscriptionStatus: 'unpaid',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    badge: 'Free',
    detail: null,
  },
];

for (const { title, fields, badge, detail, note } of CASES) {
  test(`${title} → "${badge}"`, async ({ page }) => {
    const account = await signedInAccount(page);
    setSubscription(account.email, fields);
    await page.goto('/dashboard');
    await accountMenuButton(page).click();

    const menu = page.getByRole('menu');
    const plan = menu.locator('[data-plan]');
    await expect(plan.getByText(badge, { exact: true })).toBeVisible();
    for (const other of [
      'Pro',
      'Payment Due',
      'Canceling',
      'Canceled',
      'Incomplete',
      'Trial',
      'Free',
    ]) {
      if (other !== badge) await expect(plan.getByText(other, { exact: true })).toHaveCount(0);
    }
    if (detail) await expect(plan.getByText(detail, { exact: true })).toBeVisible();
    else await expect(plan.getByText(/^(Renews|Ends) /)).toHaveCount(0);
    if (note) await expect(plan.getByText(note, { exact: true })).toBeVisible();
    else await expect(plan.getByText('Payment required to continue')).toHaveCount(0);
  });
}

test('the badge follows a change made elsewhere when the reader returns to the tab', async ({
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
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').locator('[data-plan]')).toHaveText('Free');
  await page.keyboard.press('Escape');

  setSubscription(account.email, {
    plan: 'pro',
    subscriptionStatus: 'active',
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
  });
  // What a browser does when the reader comes back to the tab.
  await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').locator('[data-plan]')).toContainText('Pro');
});
