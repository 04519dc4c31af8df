// axe-core on every built screen, in both themes; no serious or critical violations.
import { signedInAccount } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { openScreen, SCREENS, settleAnimations } from './support/screens';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';
import { expectDocumentTheme, expectTheme } from './support/theme';

const THEMES = ['light', 'dark'] as const;

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const screen of SCREENS) {
      test.describe(() => {
        // The reader's sample id is nobody's article: the browser logs the API's 404 for it.
        if (screen.path.startsWith('/article/'))
          test.use({ expectedConsoleErrors: [/status of 404 .*\/api\/articles\//] });

        test(`${screen.name} (${screen.path}) has no serious axe violations`, async ({ page }) => {
          if (screen.signedIn) await signedInAccount(page);
          await openScreen(page, screen.path);
          // The check is only worth something if the theme under test is the one shown.
          await expectDocumentTheme(page, theme);
          await expectNoSeriousAxeViolations(page);
        });
      });
    }

    for (const width of [375, 1440]) {
      test.describe(`${width} px wide`, () => {
        test.use({ viewport: { width, height: 900 } });

        test(`landing has no serious axe violations`, async ({ page }) => {
          await openScreen(page, '/');
          await expectTheme(page, theme);
          await expectNoSeriousAxeViolations(page);
        });
      });
    }
  });
}

// The states a screen passes through, not only its first paint.
for (const theme of THEMES) {
  test.describe(`${theme} theme, interactive states`, () => {
    test.use({ colorScheme: theme });

    test('every step of the sign-in widget, and the error banner', async ({ page }) => {
      await openScreen(page, '/auth');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectNoSeriousAxeViolations(page); // field error
      await page.getByLabel('Email').fill('reader@example.com');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Welcome to Canyon' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await openScreen(page, '/auth?error=account_not_linked');
      await expect(page.getByRole('alert')).toContainText('Account merge conflict');
      await expectNoSeriousAxeViolations(page);
    });

    test('the open user menu, and the token callout and revoke dialog', async ({ page }) => {
      await signedInAccount(page, { name: 'Ada Lovelace' });
      await openScreen(page, '/settings');
      await accountMenuButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByLabel('Token name').fill('Axe');
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByRole('heading', { name: 'Token “Axe” created' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Revoke token “Axe”' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
    });

    test.describe('375 px wide', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('the side menu', async ({ page }) => {
        await signedInAccount(page);
        await openScreen(page, '/settings');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await settleAnimations(page);
        await expectNoSeriousAxeViolations(page);
      });
    });
  });
}
