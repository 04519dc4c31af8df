// Issue #12 item 4: Canyon as an installable app that works offline. The manifest (share target,
// icons), the service worker taking control, and a reader with the network cut: the app opens,
// an article read before shows with its images, a save waits in the outbox and arrives after
// reconnecting, and "You're offline" comes and goes.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { scrollPastImages, settleAnimations } from './support/screens';
import { expect, test } from './support/test';

const PICTURES = FIXTURE_ARTICLES.picturesElsewhere;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's header chunk (bytes 16–23). */
function pngSize(body: Buffer): string {
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectPng(page: Page, url: string, size: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect([...body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(pngSize(body)).toBe(size);
}

test('the manifest parses, shares to /save and names icons that exist', async ({ page }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const response = await page.request.get(manifestHref!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    share_target: unknown;
  };
  expect(manifest).toMatchObject({
    name: 'Canyon',
    short_name: 'Canyon',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#f59e0b',
  });
  expect(manifest.share_target).toEqual({
    action: '/save',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) await expectPng(page, icon.src, icon.sizes);

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(page, touchIcon!, '180x180');

  // The worker is always revalidated, so a new version reaches readers on their next visit.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

/** Waits until the service worker is active and controls this page (reloading once if needed). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const controlled = () => page.evaluate('navigator.serviceWorker.controller !== null');
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
}

/** Each image's decoded width; 0 while loading or when broken. */
const decodedWidths = (images: Locator) =>
  images.evaluateAll((imgs) =>
    imgs.map((element) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number };
      return img.complete ? img.naturalWidth : 0;
    }),
  );

async function expectImagesShown(page: Page) {
  const images = page.locator('.reader-prose img, [data-reader-image] img');
  await expect(images).toHaveCount(2);
  await scrollPastImages(page);
  await expect.poll(async () => Math.min(...(await decodedWidths(images)))).toBeGreaterThan(0);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
}

test.describe(() => {
  // With the network cut, the browser logs each request that could not be sent.
  test.use({
    expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/],
  });
  test.describe.configure({ timeout: 120_000 });

  test('offline, the app opens, shows an article read before and keeps a save until reconnecting', async ({
    page,
    context,
  }) => {
    await skipOnboarding(page);
    await signedInAccount(page);
    const pictures = await saveByApi(page.request, PICTURES.path);
    const unread = await saveByApi(page.request, FIXTURE_ARTICLES.numbered(1).path);

    await page.goto('/dashboard');
    await controlledByServiceWorker(page);
    await expect(cards(page)).toHaveCount(2);

    // Read the article with pictures while online.
    await page.goto(`/article/${pictures.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PICTURES.title })).toBeVisible({
      timeout: 20_000,
    });
    await expectImagesShown(page);

    // A save made online first, as a reader would have done before (the save rules are kept).
    await page.goto('/dashboard');
    await expect(cards(page)).toHaveCount(2);
    const second = FIXTURE_ARTICLES.numbered(2);
    await page.getByRole('button', { name: 'Save New Article' }).click();
    let dialog = page.getByRole('dialog', { name: 'Save New Article' });
    await dialog.getByLabel('Article URL').fill(fixtureUrl(second.path));
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(cards(page)).toHaveCount(3);

    // The network goes: the indicator says so, and the app still opens.
    await goOffline(context, page);
    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

    // The article read before shows, text and images; one never opened cannot.
    await page.goto(`/article/${pictures.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PICTURES.title })).toBeVisible();
    await expectImagesShown(page);
    await page.goto(`/article/${unread.id}`);
    await expect(page.getByRole('heading', { level: 1, name: unread.title })).toHaveCount(0);
    // The client tries a failed connection three times before it gives up.
    await expect(page.getByText('Failed to load article')).toBeVisible({ timeout: 30_000 });

    // A save made offline waits…
    await page.goto('/dashboard');
    await expect(cards(page)).toHaveCount(3);
    const third = FIXTURE_ARTICLES.numbered(3);
    await page.getByRole('button', { name: 'Save New Article' }).click();
    dialog = page.getByRole('dialog', { name: 'Save New Article' });
    await dialog.getByLabel('Article URL').fill(fixtureUrl(third.path));
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog).toBeHidden();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText('Saved for later');
    await expect(cards(page)).toHaveCount(3);

    // …and arrives once the network is back; the indicator goes.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
    await expect(notifications).toContainText('Article saved successfully!', { timeout: 20_000 });
    await expect(card(page, third.title)).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
  });

  for (const { width, scheme } of [
    { width: 375, scheme: 'light' },
    { width: 1280, scheme: 'dark' },
  ] as const) {
    test(`the offline indicator reads clearly at ${width} px in ${scheme}`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await skipOnboarding(page);
      await signedInAccount(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await goOffline(context, page);
      const pill = page.getByRole('status').filter({ hasText: "You're offline" });
      await settleAnimations(page);
      // On screen, and no wider than the screen.
      const box = await pill.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeViolations(page);
      await context.setOffline(false);
      await expect(pill).toHaveCount(0);
    });
  }
});
