// Billing for the browser tests: the Settings page's parts, the plan badge, and the local Stripe
// stand-in the server talks to (started by e2e-server.ts; changed here through its control port).
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { UserRecord } from '../../src/shared/auth/user-record';
import { setSubscription } from './accounts';
import { E2E_BASE_URL, E2E_STRIPE_CONTROL_ORIGIN, E2E_STRIPE_ORIGIN } from './e2e-env';
import { accountMenuButton } from './shell';

/**
 * The stand-in's hosted pages have no icon; the browser's request for one would be logged as a
 * failed load, which the tests' page check counts as a problem.
 */
export async function answerStandInFavicon(context: BrowserContext): Promise<void> {
  await context.route(`${E2E_STRIPE_ORIGIN}/favicon.ico`, (route) =>
    route.fulfill({ status: 204 }),
  );
}

/** A Settings section, found by its h2. */
export function settingsSection(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

/** Opens the user menu and returns its plan badge (spec §2 "Plan badge"). */
export async function openPlanBadge(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.locator('[data-plan]');
}

/** "Mar 5, 2027": how the web app writes a date (src/web/features/account/lib/format-date.ts). */
export function formatPlanDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The reader's record as the server has it now. */
export async function readRecord(page: Page): Promise<UserRecord> {
  const response = await page.request.get('/api/me');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as UserRecord;
}

/** Waits until the server's record of the reader passes `check` (the webhook is on its way). */
export async function waitForRecord(
  page: Page,
  check: (record: UserRecord) => boolean,
): Promise<UserRecord> {
  let last: UserRecord | undefined;
  await expect
    .poll(async () => {
      last = await readRecord(page);
      return check(last);
    })
    .toBe(true);
  return last as UserRecord;
}

/** On the stand-in's checkout page: Pay, then Canyon's dashboard after the checkout return. */
export async function payAtCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_ORIGIN}/checkout/`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
}

/** Makes the reader free (new accounts start on the server's DEFAULT_PLAN). */
export const FREE_FIELDS = {
  plan: 'free',
  subscriptionStatus: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
} as const;

/**
 * Makes a signed-in reader free, then Pro the way a reader does, minus the Settings page: a
 * checkout session from the API, Pay on the stand-in's page, and the webhook that follows.
 */
export async function upgradeThroughCheckout(page: Page): Promise<UserRecord> {
  setSubscription((await readRecord(page)).email, FREE_FIELDS);
  const response = await page.request.post('/api/billing/checkout', {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  await page.goto(url);
  await payAtCheckout(page);
  return waitForRecord(page, (record) => record.subscription.isPro);
}

async function control(action: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${E2E_STRIPE_CONTROL_ORIGIN}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `stand-in control ${action}: ${text}`).toBe(200);
  return text ? JSON.parse(text) : null;
}

export type StripeSubscriptionChange = {
  status?: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'incomplete' | 'canceled';
  cancel_at_period_end?: boolean;
  /** Unix seconds. */
  current_period_end?: number;
};

/**
 * Changes the customer's subscription at the stand-in, which then sends Canyon a signed
 * `customer.subscription.updated`: the webhook path a real change takes.
 */
export async function changeStripeSubscription(
  customerId: string,
  fields: StripeSubscriptionChange,
): Promise<void> {
  await control('set-subscription', { customerId, fields });
}

/** Deletes the customer at the stand-in, so Canyon's stored id answers "No such customer". */
export async function deleteStripeCustomer(customerId: string): Promise<void> {
  await control('delete-customer', { customerId });
}

/** The customer's subscriptions as the stand-in has them. */
export async function stripeSubscriptionsOf(
  customerId: string,
): Promise<{ id: string; status: string }[]> {
  return (await control('subscriptions', { customerId })) as { id: string; status: string }[];
}
