// Issue #17 "Reader typography" in the browser: shipped fonts, the reader's text settings kept
// with their account, a toolbar that fits on a phone and a desktop, and no serious axe finding
// with the settings open.
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { saveByApi } from './support/library';
import { settleAnimations } from './support/screens';
import { expectDocumentTheme } from './support/theme';
import { expect, test } from './support/test';

const BOOK = FIXTURE_ARTICLES.bookbinding;

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
});

async function openBook(page: Page): Promise<string> {
  const { id } = await saveByApi(page.request, BOOK.path);
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect(page.locator('.reader-prose')).toContainText('narrow workshop');
  return id;
}

const settingsButton = (page: Page) => page.getByRole('button', { name: 'Text settings' });
const settingsPanel = (page: Page) => page.getByRole('group', { name: 'Text settings' });

/** Picks a choice in the open panel by clicking it, as a reader does (the radio is hidden). */
async function choose(page: Page, group: string, name: string) {
  const choices = settingsPanel(page).getByRole('group', { name: group });
  await choices
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(choices.getByRole('radio', { name, exact: true })).toBeChecked();
}

type TextStyle = { fontFamily: string; fontSize: string; lineHeight: string; width: number };

// Strings, not functions: the e2e tsconfig has no DOM types.
function bodyText(page: Page): Promise<TextStyle> {
  return page.evaluate(`(() => {
    const p = document.querySelector('.reader-prose p');
    const style = getComputedStyle(p);
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      width: p.getBoundingClientRect().width,
    };
  })()`) as Promise<TextStyle>;
}

test('text settings apply at once and hold after reload, in fonts served by Canyon itself', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openBook(page);

  // The defaults: the shipped serif at the medium size, and the interface in the shipped sans.
  const before = await bodyText(page);
  expect(before.fontFamily).toMatch(/^"?Literata Variable"?/);
  expect(before.fontSize).toBe('20px');
  expect(
    await page.evaluate(
      `getComputedStyle(document.querySelector('nav[aria-label="Article"]')).fontFamily`,
    ),
  ).toMatch(/^"?Inter Variable"?/);

  await settingsButton(page).click();
  const saves: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PATCH' && response.url().endsWith('/api/me/preferences'))
      saves.push(response.finished().then(() => expect(response.ok()).toBe(true)));
  });
  await choose(page, 'Font', 'Sans');
  await choose(page, 'Text size', 'Large');
  await choose(page, 'Line width', 'Wide');
  await choose(page, 'Line spacing', 'Relaxed');
  const applied = await bodyText(page);
  expect(applied.fontFamily).toMatch(/^"?Inter Variable"?/);
  expect(applied.fontSize).toBe('23px');
  expect(applied.lineHeight).toBe('46px');
  expect(applied.width).toBeGreaterThan(before.width);
  await expect.poll(() => saves.length).toBe(4);
  await Promise.all(saves);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect(page.locator('.reader-prose')).toContainText('narrow workshop');
  expect(await bodyText(page)).toEqual(applied);
  await settingsButton(page).click();
  for (const [group, name] of [
    ['Font', 'Sans'],
    ['Text size', 'Large'],
    ['Line width', 'Wide'],
    ['Line spacing', 'Relaxed'],
  ])
    await expect(
      settingsPanel(page)
        .getByRole('group', { name: group })
        .getByRole('radio', { name, exact: true }),
    ).toBeChecked();

  // Both faces were drawn from files Canyon serves; nothing was asked of another host.
  const loaded = (await page.evaluate(
    `document.fonts.ready.then((fonts) => [...fonts].filter((f) => f.status === 'loaded').map((f) => f.family))`,
  )) as string[];
  expect(loaded.map((family) => family.replace(/"/g, ''))).toEqual(
    expect.arrayContaining(['Inter Variable', 'Literata Variable']),
  );
  const fontFiles = requests.filter((url) => /\.woff2(\?|$)/.test(url));
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const url of fontFiles) expect(new URL(url).origin).toBe(E2E_BASE_URL);
  const hosts = new Set(
    requests.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).hostname),
  );
  expect([...hosts]).toEqual(['127.0.0.1']);
});

test('the text settings panel works from the keyboard, and Escape gives focus back', async ({
  page,
}) => {
  await openBook(page);
  await settingsButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = settingsPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Serif' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Sans' })).toBeChecked();
  await expect(page.locator('.reader-measure')).toHaveAttribute('data-font', 'sans');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'Medium' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(settingsButton(page)).toBeFocused();
  // Escape closed the panel only; the reader is still on the article.
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
});

/** Every control in the reader's toolbar, fully on screen, none over another, none clipped. */
async function expectToolbarFits(page: Page, width: number) {
  const boxes = await page
    .locator('nav[aria-label="Article"]')
    .locator('a, button')
    .evaluateAll((controls) =>
      controls.map((control) => {
        const rect = control.getBoundingClientRect();
        return {
          name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
          clipped: control.scrollWidth > control.clientWidth + 1,
        };
      }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(6);
  for (const box of boxes) {
    expect(box.left, `${box.name} at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.name} at ${width}px`).toBeLessThanOrEqual(width);
    expect(box.clipped, `${box.name} at ${width}px`).toBe(false);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5;
      expect(overlap, `${a.name} overlaps ${b.name} at ${width}px`).toBe(false);
    }
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
    true,
  );
}

test('the toolbar fits at 375 and 1280 px, with Previous/Next, in Focus and every line width', async ({
  page,
}) => {
  for (const n of [1, 2, 3]) await saveByApi(page.request, FIXTURE_ARTICLES.numbered(n).path);
  await page.goto('/dashboard');
  // The middle one of three: both Previous and Next.
  await page
    .getByRole('link', { name: FIXTURE_ARTICLES.numbered(2).title })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Next article' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous article' })).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lineWidth of ['Narrow', 'Medium', 'Wide']) {
      await settingsButton(page).click();
      await choose(page, 'Line width', lineWidth);
      await page.keyboard.press('Escape');
      await settleAnimations(page);
      await expectToolbarFits(page, width);
      await page.getByRole('button', { name: 'Focus' }).click();
      await settleAnimations(page);
      await expectToolbarFits(page, width);
      await page.getByRole('button', { name: 'Exit Focus' }).click();
    }
  }
  // On a wide screen the toolbar has room for its labels.
  await expect(page.getByRole('button', { name: 'Archive' })).toContainText('Archive');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveAttribute('title', 'Archive');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const width of [375, 1280]) {
      test(`no serious axe finding with the text settings open at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await openBook(page);
        await expectDocumentTheme(page, theme);
        await settingsButton(page).click();
        await expect(settingsPanel(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await settleAnimations(page);
        await expectNoSeriousAxeViolations(page);
        // The panel fits on the screen.
        const box = await settingsPanel(page).boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      });
    }
  });
}
