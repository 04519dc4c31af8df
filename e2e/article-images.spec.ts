// Issue #11 item 9, SECURITY.md 45: a saved article's images are fetched by the server and
// served by Canyon. The reader's browser asks no other host for anything, even though the
// article's pictures live on another host (the fixture site's second port); a picture that is
// gone, or an SVG (which Canyon refuses), shows a placeholder instead of a broken image.
import type { Page } from '@playwright/test';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { card, saveByApi } from './support/library';
import { scrollPastImages } from './support/screens';
import { expect, test } from './support/test';

const PICTURES = FIXTURE_ARTICLES.picturesElsewhere;
const CANYON_API = new RegExp(`^${E2E_BASE_URL.replace(/\./g, '\\.')}/api/`);

/** Every http(s) URL the page asks for, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const otherHosts = (urls: string[]) =>
  urls.filter((url) => new URL(url).origin !== new URL(E2E_BASE_URL).origin);

/** Waits until the image has loaded and decoded (not broken). */
async function expectLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.locator(selector).evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
}

// Each test saves a page whose pictures the server then fetches from the image host.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
});

test('the reader shows images served by Canyon and asks no other host for anything', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const { id } = await saveByApi(page.request, PICTURES.path);
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: PICTURES.title })).toBeVisible({
    timeout: 20_000,
  });

  await scrollPastImages(page);

  // The picture that exists shows, from Canyon.
  const prose = page.locator('.reader-prose');
  await expect(prose.locator('img')).toHaveCount(1);
  await expect(prose.locator('img')).toHaveAttribute('src', CANYON_API);
  await expect(prose.locator('img')).toHaveAttribute('alt', 'A bench in the bindery.');
  await expectLoaded(page, '.reader-prose img');

  // The Open Graph image too.
  const cover = page.locator('[data-reader-image] img');
  await expect(cover).toHaveAttribute('src', CANYON_API);
  await expectLoaded(page, '[data-reader-image] img');

  // The picture that is gone and the SVG show placeholders captioned with their alt text; the
  // gone picture without alt text simply is not there.
  const gone = prose.getByRole('img', { name: 'A photograph that is no longer there.' });
  await expect(gone).toBeVisible();
  // Its figure's caption already says it.
  await expect(gone).toHaveText('');
  await expect(prose.locator('figcaption', { hasText: 'no longer there' })).toBeVisible();
  const drawing = prose.getByRole('img', { name: 'A drawing of a night train', exact: true });
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveText('A drawing of a night train');
  await expect(prose.locator('[data-image-placeholder]')).toHaveCount(2);

  await expectNoSeriousAxeViolations(page);
  expect(requests.some((url) => CANYON_API.test(url))).toBe(true);
  expect(otherHosts(requests)).toEqual([]);
});

test('the library card shows its thumbnail from Canyon', async ({ page }) => {
  const requests = recordRequests(page);
  const { id } = await saveByApi(page.request, PICTURES.path);
  await page.goto('/dashboard');
  const thumbnail = card(page, PICTURES.title).locator('img');
  await expect(thumbnail).toHaveAttribute('src', CANYON_API);
  await expectLoaded(page, `[data-article-id="${id}"] img`);
  expect(otherHosts(requests)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the placeholder fits the page and follows the theme at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { id } = await saveByApi(page.request, PICTURES.path);
    const colours: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/article/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: PICTURES.title })).toBeVisible({
        timeout: 20_000,
      });
      await scrollPastImages(page);
      const placeholder = page.getByRole('img', { name: 'A photograph that is no longer there.' });
      await expect(placeholder).toBeVisible();
      await placeholder.scrollIntoViewIfNeeded();
      const box = await placeholder.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.height).toBeLessThan(200);
      colours.push(
        await placeholder.evaluate(
          (element) => element.ownerDocument.defaultView!.getComputedStyle(element).backgroundColor,
        ),
      );
      await page.screenshot({ path: test.info().outputPath(`placeholder-${scheme}-${width}.png`) });
    }
    expect(colours[0]).not.toBe(colours[1]);
  });
}
