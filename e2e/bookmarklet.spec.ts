// The bookmarklet from the /bookmarklet page, run on pages of the loopback fixture site: it opens
// /save in a popup, hands over the page as the reader sees it, and refuses what it cannot save.
import type { Page } from '@playwright/test';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { BOOKMARKLET_PAGES } from './support/bookmarklet-pages';
import { fixtureUrl } from './support/fixture-site';
import { openScreen } from './support/screens';
import { expect, test } from './support/test';

/** The code of the page's Save to Canyon link, as the browser runs a bookmark's address. */
async function bookmarkletCode(page: Page): Promise<string> {
  await openScreen(page, '/bookmarklet');
  const href = await page.getByRole('link', { name: 'Save to Canyon' }).getAttribute('href');
  expect(href).toMatch(/^javascript:/);
  return decodeURIComponent((href ?? '').slice('javascript:'.length));
}

/** Clicks the bookmark: runs its code in the page, and returns the popup it opens. */
async function runBookmarklet(page: Page, code: string) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(code)]);
  return popup;
}

/** The notification the bookmarklet puts on a page it will not save. */
const notice = (page: Page) => page.locator('div[role="status"]');

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
    await signedInAccount(page);
  });

  test('saves the page as the reader sees it, and closes its popup 2 s later', async ({ page }) => {
    const article = BOOKMARKLET_PAGES.scriptWritten;
    const code = await bookmarkletCode(page);
    await page.goto(fixtureUrl(article.path));
    await expect(page.getByText(article.scriptText)).toBeVisible();

    const popup = await runBookmarklet(page, code);
    const saveUrl = new URL(popup.url());
    expect(saveUrl.pathname).toBe('/save');
    expect(saveUrl.searchParams.get('url')).toBe(fixtureUrl(article.path));
    expect(saveUrl.searchParams.get('title')).toBe(article.title);
    expect(saveUrl.searchParams.get('source')).toBe('bookmarklet');

    await expect(popup.getByRole('heading', { name: 'Article saved' })).toBeVisible();
    const articlePath = await popup.getByRole('link', { name: 'Read it now' }).getAttribute('href');
    // Still open the moment it says so; gone on its own soon after.
    expect(popup.isClosed()).toBe(false);
    await popup.waitForEvent('close', { timeout: 5000 });

    // The reader shows the text the browser had, not what a server fetch would have read.
    await page.goto(articlePath ?? '');
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText(article.scriptText)).toBeVisible();
    await expect(page.getByText(article.servedText)).toHaveCount(0);
  });

  test('saves a page that cuts its popup loose, by fetching it', async ({ page }) => {
    const article = BOOKMARKLET_PAGES.noOpener;
    const code = await bookmarkletCode(page);
    const response = await page.goto(fixtureUrl(article.path));
    expect(await response?.headerValue('cross-origin-opener-policy')).toBe('same-origin');

    const popup = await runBookmarklet(page, code);
    await expect(popup.getByRole('heading', { name: 'Article saved' })).toBeVisible();
    const articlePath = await popup.getByRole('link', { name: 'Read it now' }).getAttribute('href');
    await popup.close();

    await page.goto(articlePath ?? '');
    await expect(page.getByText(article.servedText)).toBeVisible();
  });
});

test('refuses a page that is not on the web, with a notice that goes after 4 s', async ({
  page,
}) => {
  const code = await bookmarkletCode(page);
  await page.goto('about:blank');
  let opened = false;
  page.on('popup', () => (opened = true));
  await page.evaluate(code);
  await expect(notice(page)).toHaveText(/can only save web pages/);
  await expect(notice(page)).toBeHidden({ timeout: 6000 });
  expect(opened).toBe(false);
});

test('refuses Canyon’s own pages, with a notice that goes after 4 s', async ({ page }) => {
  const code = await bookmarkletCode(page);
  let opened = false;
  page.on('popup', () => (opened = true));
  await page.evaluate(code);
  const canyonNotice = page.getByText(/already on Canyon/);
  await expect(canyonNotice).toBeVisible();
  await expect(canyonNotice).toBeHidden({ timeout: 6000 });
  expect(opened).toBe(false);
});

test('clicked on Canyon, the button explains where it goes instead of running', async ({
  page,
}) => {
  await openScreen(page, '/bookmarklet');
  await page.getByRole('link', { name: 'Save to Canyon' }).click();
  await expect(page.getByText(/Drag this button to your bookmarks bar/)).toBeVisible();
  await expect(page).toHaveURL(/\/bookmarklet$/);
});

test('the page works by keyboard: the button, Copy code and the troubleshooting entries', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScreen(page, '/bookmarklet');
  const link = page.getByRole('link', { name: 'Save to Canyon' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Drag this button to your bookmarks bar/)).toBeVisible();

  await page.getByRole('button', { name: 'Copy code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate('navigator.clipboard.readText()');
  expect(copied).toBe(await link.getAttribute('href'));

  const entry = page.locator('summary', { hasText: 'It says it can only save web pages' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/New tabs, browser settings, local files/)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${theme}, ${width} px`, () => {
      test.use({ colorScheme: theme, viewport: { width, height: 900 } });

      test('the bookmarklet page fits and has no serious axe violations', async ({ page }) => {
        await openScreen(page, '/bookmarklet');
        await expect(page.getByRole('link', { name: 'Save to Canyon' })).toBeVisible();
        const overflow = await page.evaluate(
          'document.documentElement.scrollWidth - document.documentElement.clientWidth',
        );
        expect(overflow).toBe(0);
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
}
