// The /save page (PRODUCT-SPEC "Save page", §4, §8): share-sheet hand-offs, a visitor who signs
// in first, a missing URL, and a failed save that Retry repairs.
import type { Page } from '@playwright/test';
import { signInOnPage, signUpByApi, signedInAccount, skipOnboarding } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { openScreen } from './support/screens';
import { expect, test } from './support/test';

const NIGHT_TRAINS = FIXTURE_ARTICLES.nightTrains;
const BOOKBINDING = FIXTURE_ARTICLES.bookbinding;

/** The /save address a share sheet opens: a title, and the link inside shared text. */
function sharePath(article: { path: string; title: string }): string {
  const query = new URLSearchParams({
    title: article.title,
    text: `Worth reading ${fixtureUrl(article.path)}`,
  });
  return `/save?${query.toString()}`;
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBe(0);
}

test('a shared link saves by itself, then goes to the library 2 s later', async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  await page.goto(sharePath(NIGHT_TRAINS));
  await expect(page.getByText(fixtureUrl(NIGHT_TRAINS.path), { exact: true })).toBeVisible();
  await expect(page.getByText('Worth reading', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Article saved' })).toBeVisible();
  // It says so before it moves on.
  expect(new URL(page.url()).pathname).toBe('/save');
  await page.waitForURL('**/dashboard', { timeout: 5000 });
  await expect(page.getByRole('article', { name: NIGHT_TRAINS.title, exact: true })).toBeVisible();
});

test('a visitor is asked to log in, and after signing in comes back and it saves', async ({
  page,
  request,
}) => {
  await skipOnboarding(page);
  const { confirmLink, ...account } = await signUpByApi(page);
  // Confirmed from elsewhere, so this browser is still signed out.
  expect((await request.get(confirmLink)).ok()).toBe(true);

  const query = new URLSearchParams({
    url: fixtureUrl(BOOKBINDING.path),
    title: BOOKBINDING.title,
    selectedText: 'Every book is sewn by hand.',
    source: 'bookmarklet',
  });
  await page.goto(`/save?${query.toString()}`);
  await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText('Every book is sewn by hand.')).toBeVisible();

  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await signInOnPage(page, account);

  await expect(page.getByRole('heading', { name: 'Article saved' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('url')).toBe(fixtureUrl(BOOKBINDING.path));
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
    await signedInAccount(page);
  });

  test('a link opened by hand waits for Save Article, and says when it was saved before', async ({
    page,
  }) => {
    const query = new URLSearchParams({ url: fixtureUrl(BOOKBINDING.path) });
    await page.goto(`/save?${query.toString()}`);
    await expect(page.getByRole('heading', { name: 'Untitled Article' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Article' });
    await expect(save).toBeVisible();
    await save.click();
    await expect(page.getByRole('heading', { name: 'Article saved' })).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByRole('heading', { name: 'Already in your library' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the saved article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOKBINDING.title })).toBeVisible();
  });

  test('without a URL it says “No article URL provided”', async ({ page }) => {
    await openScreen(page, '/save?title=Nothing%20here');
    await expect(page.getByRole('heading', { name: 'No article URL provided' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Canyon' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test('a failed save shows the error and Retry, and Retry saves', async ({ page }) => {
      let failures = 0;
      await page.route('**/api/save', async (route) => {
        if (failures === 0) {
          failures += 1;
          return route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { message: 'Canyon had a problem', code: 'INTERNAL' } }),
          });
        }
        return route.continue();
      });
      const tidal = FIXTURE_ARTICLES.tidalGardens;
      await page.goto(sharePath(tidal));
      await expect(page.getByRole('heading', { name: 'Error saving article' })).toBeVisible();
      await expect(page.getByText('Canyon had a problem')).toBeVisible();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Article saved' })).toBeVisible();
      expect(failures).toBe(1);
    });
  });

  for (const [theme, width] of [
    ['light', 375],
    ['dark', 375],
    ['light', 1280],
    ['dark', 1280],
  ] as const) {
    test.describe(`${theme}, ${width} px`, () => {
      test.use({ colorScheme: theme, viewport: { width, height: 800 } });

      test('ready, saved and error states fit and have no serious axe violations', async ({
        page,
      }) => {
        const long = `${fixtureUrl(NIGHT_TRAINS.path)}?${'a=1&'.repeat(40)}end=1`;
        const query = new URLSearchParams({
          url: long,
          title: 'A title long enough to wrap over more than one line on a phone',
          selectedText: 'A selected passage. '.repeat(20),
        });
        await openScreen(page, `/save?${query.toString()}`);
        await expect(page.getByRole('button', { name: 'Save Article' })).toBeVisible();
        await expectNoOverflow(page);
        await expectNoSeriousAxeViolations(page);

        await openScreen(page, '/save');
        await expectNoOverflow(page);
        await expectNoSeriousAxeViolations(page);

        await openScreen(page, sharePath(NIGHT_TRAINS));
        await expect(page.getByRole('heading', { name: 'Article saved' })).toBeVisible();
        await expectNoOverflow(page);
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme}, signed out`, () => {
    test.use({ colorScheme: theme, viewport: { width: 375, height: 800 } });

    test('the sign-in prompt fits and has no serious axe violations', async ({ page }) => {
      await openScreen(page, `/save?url=${encodeURIComponent(fixtureUrl(NIGHT_TRAINS.path))}`);
      await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
}
