// axe-core on the dashboard and the reader in the states a reader meets, in both themes.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { cards, saveByApi } from './support/library';
import { settleAnimations } from './support/screens';
import { expect, test } from './support/test';
import { expectDocumentTheme } from './support/theme';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('dashboard: onboarding, list, tag filter, save dialog, Undo toast, shortcuts', async ({
      page,
    }) => {
      await signedInAccount(page, { name: 'Ada Lovelace' });
      const tags = [
        'craft',
        'books',
        'travel',
        'trains',
        'europe',
        'slow',
        'night',
        'rail',
        'sleep',
      ];
      await saveByApi(page.request, FIXTURE_ARTICLES.nightTrains.path, tags.slice(2));
      await saveByApi(page.request, FIXTURE_ARTICLES.bookbinding.path, tags.slice(0, 2));
      await page.goto('/dashboard');
      await expectDocumentTheme(page, theme);
      await expect(page.getByRole('dialog', { name: 'Getting Started' })).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.keyboard.press('Escape');

      await expect(cards(page)).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
      const filter = page.getByRole('group', { name: 'Filter by tag' });
      await filter.getByRole('button', { name: '+1 more' }).click();
      await filter.getByRole('button', { name: 'trains', exact: true }).click();
      await expect(cards(page)).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Save New Article' }).click();
      await page.getByLabel('Tags (optional)').fill('one, two,');
      await page.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Please provide a valid URL')).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');

      await cards(page)
        .first()
        .getByRole('button', { name: /^Archive/ })
        .click();
      const toasts = page.getByRole('region', { name: 'Notifications' });
      await expect(toasts.getByRole('button', { name: 'Undo' })).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
      await toasts.getByRole('button', { name: 'Undo' }).click();

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
    });

    test('dashboard on a phone, with an empty library', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await skipOnboarding(page);
      await signedInAccount(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
    });

    test('reader: article, Focus, tag editor', async ({ page }) => {
      await skipOnboarding(page);
      await signedInAccount(page);
      const { id } = await saveByApi(page.request, FIXTURE_ARTICLES.bookbinding.path, ['craft']);
      await page.goto(`/article/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.reader-prose p').first()).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Add tags' }).click();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Focus' }).click();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

// Issue #17: the library with a search, in the compact view, on a phone and a laptop.
for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`library search in compact view, ${theme}, ${width} px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 800 });
      await skipOnboarding(page);
      await signedInAccount(page);
      await saveByApi(page.request, FIXTURE_ARTICLES.nightTrains.path, ['travel', 'rail']);
      await saveByApi(page.request, FIXTURE_ARTICLES.bookbinding.path, ['craft']);
      await page.goto('/dashboard');
      await expectDocumentTheme(page, theme);
      await expect(cards(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Compact view' }).click();
      await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('searchbox', { name: 'Search your library' }).fill('train');
      await expect(page).toHaveURL(/q=train/);
      await expect(cards(page)).toHaveCount(1);
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Search your library' }).fill('zzzqqq');
      await expect(
        page.getByRole('heading', { name: 'No articles match “zzzqqq”.' }),
      ).toBeVisible();
      await settleAnimations(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
}
