// Settings (issue #14 item 3; spec "Settings"): every section and its texts for a free and a
// Pro reader, the display name, the linked sign-in methods, axe in both themes at two widths,
// and every section's controls reached by keyboard.
import type { Locator, Page } from '@playwright/test';
import { PLANS } from '../src/shared/billing/billing-schemas';
import { setSubscription, signedInAccount, skipOnboarding, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import {
  FREE_FIELDS,
  answerStandInFavicon,
  formatPlanDate,
  settingsSection,
  upgradeThroughCheckout,
} from './support/billing';
import { accountMenuButton } from './support/shell';
import { OIDC_CLIENT } from './support/e2e-env';
import { openScreen } from './support/screens';
import { expect, test } from './support/test';
import { expectDocumentTheme } from './support/theme';

const [FREE, PRO] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0]];

test.beforeEach(async ({ page, context }) => {
  await skipOnboarding(page);
  await answerStandInFavicon(context);
});

/** A `<dt>` label's value in a section's facts. */
function fact(section: Locator, label: string): Locator {
  return section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

function planCard(page: Page, name: string): Locator {
  return settingsSection(page, 'Plan Features').getByRole('listitem', { name, exact: true });
}

async function expectFeatures(section: Locator, features: readonly string[]): Promise<void> {
  for (const feature of features) {
    await expect(section.getByText(feature, { exact: true }).first()).toBeVisible();
  }
}

test('a free reader sees every section of the page', async ({ page }) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  await page.goto('/settings');

  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  const accountSection = settingsSection(page, 'Account Settings');
  await expect(fact(accountSection, 'Email')).toHaveText(account.email);
  await expect(fact(accountSection, 'Display Name')).toContainText('Not set');
  await expect(accountSection.getByRole('button', { name: 'Edit' })).toBeVisible();

  const plan = settingsSection(page, 'Current Plan');
  await expect(plan.getByText('Free', { exact: true }).first()).toBeVisible();
  await expect(plan.getByText('$4.99 per month')).toHaveCount(0);
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText(/(Renews|Ends) on /)).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  await expect(plan.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
  await expect(plan.getByText('Billing is not configured on this server.')).toHaveCount(0);

  const features = settingsSection(page, 'Plan Features');
  await expectFeatures(features, FREE.features);
  await expect(features.getByText('Available Plans')).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current', { exact: true })).toBeVisible();
  await expect(planCard(page, 'Pro').getByText('Current', { exact: true })).toHaveCount(0);
  await expect(planCard(page, 'Pro')).toContainText('$4.99');
  await expectFeatures(planCard(page, 'Pro'), PRO.features);

  await expect(settingsSection(page, 'Billing Information')).toHaveCount(0);
  await expect(settingsSection(page, 'Sign-in Methods')).toContainText('Email and password');
  await expect(settingsSection(page, 'AI')).toContainText('Summaries and answers');
  await expect(settingsSection(page, 'API tokens')).toBeVisible();

  const management = settingsSection(page, 'Account Management');
  await expect(management.getByText('Export Data', { exact: true })).toBeVisible();
  for (const button of ['Export JSON', 'Export HTML bookmarks', 'Export CSV', 'Delete Account']) {
    await expect(management.getByRole('button', { name: button, exact: true })).toBeEnabled();
  }
});

test('a Pro reader sees the plan, its renewal date and Billing Information', async ({ page }) => {
  await signedInAccount(page);
  const record = await upgradeThroughCheckout(page);
  expect(record.currentPeriodEnd).not.toBeNull();
  const date = formatPlanDate(record.currentPeriodEnd as string);
  await page.goto('/settings');

  const plan = settingsSection(page, 'Current Plan');
  await expect(plan.getByText('Pro', { exact: true }).first()).toBeVisible();
  await expect(plan.getByText('$4.99 per month')).toBeVisible();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText(`Renews on ${date}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Manage Billing', exact: true })).toBeEnabled();
  await expect(plan.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);

  await expectFeatures(settingsSection(page, 'Plan Features'), PRO.features);
  await expect(planCard(page, 'Pro').getByText('Current', { exact: true })).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current', { exact: true })).toHaveCount(0);

  const billing = settingsSection(page, 'Billing Information');
  await expect(fact(billing, 'Subscription Status')).toContainText('Active');
  await expect(fact(billing, 'Next Billing Date')).toContainText(date);
  await expect(billing.getByText('Subscription Ends')).toHaveCount(0);
  await expect(
    billing.getByRole('button', { name: 'Manage Billing & Payment Methods' }),
  ).toBeEnabled();
});

test('the display name is edited, saved, and shown in the user menu too', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/settings');
  const section = settingsSection(page, 'Account Settings');
  const nameField = section.getByLabel('Display Name');

  // Escape and Cancel leave it as it was.
  await section.getByRole('button', { name: 'Edit' }).click();
  await nameField.fill('Somebody Else');
  await nameField.press('Escape');
  await expect(nameField).toHaveCount(0);
  await expect(fact(section, 'Display Name')).toContainText('Not set');
  await section.getByRole('button', { name: 'Edit' }).click();
  await nameField.fill('Somebody Else');
  await section.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(fact(section, 'Display Name')).toContainText('Not set');

  // Enter saves.
  await section.getByRole('button', { name: 'Edit' }).click();
  await nameField.fill('Grace Hopper');
  await nameField.press('Enter');
  await expect(nameField).toHaveCount(0);
  await expect(fact(section, 'Display Name')).toHaveText('Grace Hopper');
  await expect(accountMenuButton(page)).toContainText('Grace Hopper');

  // Save too, and it stays after a reload.
  await section.getByRole('button', { name: 'Edit' }).click();
  await nameField.fill('Ada Lovelace');
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fact(section, 'Display Name')).toHaveText('Ada Lovelace');
  await page.reload();
  await expect(fact(section, 'Display Name')).toHaveText('Ada Lovelace');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByText('Ada Lovelace', { exact: true })).toBeVisible();
});

test.describe('an account made through single sign-on', () => {
  test.beforeEach(async ({ context }) => {
    // The provider's development pages import a web font; nothing may leave the machine.
    await context.route(/^https?:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  });

  test('lists the provider as its sign-in method', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/auth');
    const popupOpened = page.waitForEvent('popup');
    await page
      .getByRole('button', { name: `Continue with ${OIDC_CLIENT.name}`, exact: true })
      .click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/interaction\//);
    await popup.locator('input[name="login"]').fill(uniqueEmail('sso-settings'));
    await popup.locator('input[name="password"]').fill('any password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.waitForEvent('close');
    await expect(page).toHaveURL('/settings');

    const methods = settingsSection(page, 'Sign-in Methods');
    await expect(methods).toContainText(OIDC_CLIENT.name);
    await expect(methods).not.toContainText('Email and password');
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`${theme} theme, ${width} px wide`, () => {
      test.use({ colorScheme: theme, viewport: { width, height: 900 } });

      test('Settings has no serious axe violations, with the edit and delete panels open', async ({
        page,
      }) => {
        const account = await signedInAccount(page);
        setSubscription(account.email, FREE_FIELDS);
        await openScreen(page, '/settings');
        await expectDocumentTheme(page, theme);
        await expect(settingsSection(page, 'Current Plan')).toBeVisible();
        await expect(settingsSection(page, 'Sign-in Methods')).not.toContainText('Loading');
        await expectNoSeriousAxeViolations(page);

        await settingsSection(page, 'Account Settings')
          .getByRole('button', { name: 'Edit' })
          .click();
        const management = settingsSection(page, 'Account Management');
        await management.getByRole('button', { name: 'Delete Account', exact: true }).click();
        await expect(management.getByLabel('Type DELETE MY ACCOUNT to confirm')).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
}

/** Presses Tab until `target` has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      // A focused control shows it: an outline or a ring (box shadow).
      const style = await target.evaluate((element) => {
        const computed = element.ownerDocument.defaultView?.getComputedStyle(element);
        return { outline: computed?.outlineStyle, shadow: computed?.boxShadow };
      });
      expect(
        style.outline !== 'none' || (style.shadow !== undefined && style.shadow !== 'none'),
        'a visible focus indicator',
      ).toBe(true);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${limit} presses`);
}

test('every section’s controls are reached and used with the keyboard', async ({ page }) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, FREE_FIELDS);
  await page.goto('/settings');
  await expect(settingsSection(page, 'Current Plan')).toBeVisible();
  await expect(settingsSection(page, 'Sign-in Methods')).not.toContainText('Loading');

  const accountSection = settingsSection(page, 'Account Settings');
  const plan = settingsSection(page, 'Current Plan');
  const tokens = settingsSection(page, 'API tokens');
  const management = settingsSection(page, 'Account Management');

  await tabTo(page, page.getByRole('link', { name: 'Back to Dashboard' }));
  const edit = accountSection.getByRole('button', { name: 'Edit' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const nameField = accountSection.getByLabel('Display Name');
  await expect(nameField).toBeFocused();
  await page.keyboard.type('Keyboard Reader');
  await page.keyboard.press('Enter');
  await expect(fact(accountSection, 'Display Name')).toHaveText('Keyboard Reader');

  await tabTo(page, plan.getByRole('button', { name: 'Upgrade to Pro' }));
  await tabTo(page, tokens.getByLabel('Token name'));
  await tabTo(page, tokens.getByRole('button', { name: 'Create token' }));
  for (const button of ['Export JSON', 'Export HTML bookmarks', 'Export CSV']) {
    await tabTo(page, management.getByRole('button', { name: button, exact: true }));
  }
  await tabTo(page, management.getByRole('button', { name: 'Delete Account', exact: true }));
  await page.keyboard.press('Enter');
  const phrase = management.getByLabel('Type DELETE MY ACCOUNT to confirm');
  await tabTo(page, phrase);
  await page.keyboard.type('DELETE MY ACCOUNT');
  await tabTo(page, management.getByRole('button', { name: 'Delete My Account', exact: true }));
  const cancel = management.getByRole('button', { name: 'Cancel', exact: true });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(phrase).toHaveCount(0);
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
