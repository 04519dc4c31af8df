// Issue #17 "Reading progress" in the browser: the reader's place in an article is saved as they
// read (PATCH /api/articles/:id, throttled) and restored when they open it again.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page, Request } from '@playwright/test';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { databaseFile, E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { saveByApi } from './support/library';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
});

/**
 * Saves a fixture article and makes its text long (sixty paragraphs, many screens), so that
 * half way is a place of its own. Its own URL keeps other tests' copies apart.
 */
async function saveLongArticle(page: Page): Promise<{ id: string; title: string }> {
  const { path, title } = FIXTURE_ARTICLES.numbered(7);
  const { id } = await saveByApi(page.request, `${path}?case=${randomBytes(6).toString('hex')}`);
  const paragraphs = Array.from(
    { length: 60 },
    (_, n) =>
      `<p>Paragraph ${n + 1}. The path climbs along the ridge, past the old wall and the stand of pines, and every walker who takes it at a different hour notices something the last one missed: a hawk, a gate left open, the smell of rain on warm stone.</p>`,
  ).join('\n');
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare(
        `UPDATE extracted_content SET content = ?
         WHERE id = (SELECT extracted_content_id FROM articles WHERE id = ?)`,
      )
      .run(paragraphs, id);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
  return { id, title };
}

type Position = { scrollY: number; progress: number; maxScroll: number };

/** How far into the body the window is, measured as the app measures it. */
function position(page: Page): Promise<Position> {
  return page.evaluate(`(() => {
    const rect = document.querySelector('[data-article-body]').getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      progress: Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height)),
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    };
  })()`) as Promise<Position>;
}

/** Scrolls with the mouse wheel, as a reader does, until the body is `progress` read. */
async function scrollTo(page: Page, progress: number): Promise<Position> {
  const rect = (await page.evaluate(`(() => {
    const rect = document.querySelector('[data-article-body]').getBoundingClientRect();
    return { top: rect.top + window.scrollY, height: rect.height, viewport: window.innerHeight };
  })()`)) as { top: number; height: number; viewport: number };
  const target = rect.top + progress * rect.height - rect.viewport;
  await page.mouse.move(600, 400);
  for (let step = 0; step < 40; step += 1) {
    const { scrollY } = await position(page);
    const left = target - scrollY;
    if (Math.abs(left) < 20) break;
    await page.mouse.wheel(0, Math.max(-600, Math.min(600, left)));
    await page.waitForTimeout(60);
  }
  return position(page);
}

const isProgressSave = (id: string) => (request: Request) =>
  request.method() === 'PATCH' && new URL(request.url()).pathname === `/api/articles/${id}`;

async function savedProgress(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/articles/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { readingProgress: number }).readingProgress;
}

async function openArticle(page: Page, id: string, title: string) {
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-article-body]')).toContainText('Paragraph 60.');
}

test('the place in an article is saved while reading and restored on reload and from the library', async ({
  page,
}) => {
  const { id, title } = await saveLongArticle(page);
  await openArticle(page, id, title);
  expect(await savedProgress(page, id)).toBe(0);

  const saved = page.waitForRequest(isProgressSave(id));
  const halfWay = await scrollTo(page, 0.5);
  expect(halfWay.progress).toBeGreaterThan(0.45);
  expect(halfWay.progress).toBeLessThan(0.55);
  const request = await saved;
  expect((await request.response())?.ok()).toBe(true);
  // Saved is the place the reader stopped at, not one the wheel passed on the way (that first
  // save can come mid-scroll); else the reload's pagehide save would move it once more.
  await expect
    .poll(async () => Math.abs((await savedProgress(page, id)) - (await position(page)).progress))
    .toBeLessThan(0.001);
  const stored = await savedProgress(page, id);
  // The progress bar in the toolbar says the same.
  const bar = page.getByRole('progressbar', { name: 'Reading progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(halfWay.progress * 100)));

  // Reload: back at the same place, and the restore itself saves nothing.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (isProgressSave(id)(r)) saves.push(r.postData() ?? '');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(async () => (await position(page)).progress).toBeCloseTo(stored, 2);
  await page.waitForTimeout(2500);
  expect((await position(page)).progress).toBeCloseTo(stored, 2);
  expect(saves).toEqual([]);

  // From the library: the same.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(async () => (await position(page)).progress).toBeCloseTo(stored, 2);
  await page.waitForTimeout(500);
  expect((await position(page)).progress).toBeCloseTo(stored, 2);

  // Reading on to the end and going Back at once: the last place is saved on the way out,
  // before the throttle's own save would have come.
  await scrollTo(page, 1);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect.poll(() => savedProgress(page, id)).toBeGreaterThanOrEqual(0.95);
});

test('the place is saved when the reader reloads at once, with the service worker in control', async ({
  page,
}) => {
  const { id, title } = await saveLongArticle(page);
  await openArticle(page, id, title);
  // The worker installs on the first visit and takes the page over at once (worker.ts).
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);

  // A first place, saved by the throttle as the reader reads.
  const first = page.waitForRequest(isProgressSave(id));
  await scrollTo(page, 0.3);
  expect((await (await first).response())?.ok()).toBe(true);

  // A little further (a wheel turn or two, well within the throttle's 2 s), then a reload at
  // once: only the save sent on pagehide, with keepalive, can carry the new place. It went
  // through the worker and was sometimes lost before the worker let writes bypass it.
  const place = await scrollTo(page, 0.45);
  expect(place.progress).toBeGreaterThan(0.4);
  // The app reads the scroll position in an animation frame; let it see the last one.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
  );
  await page.reload();
  await expect.poll(() => savedProgress(page, id)).toBeCloseTo(place.progress, 2);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(async () => (await position(page)).progress).toBeCloseTo(place.progress, 2);
});

test('a finished article opens at the top, and an anchor link wins over the saved place', async ({
  page,
}) => {
  const { id, title } = await saveLongArticle(page);
  for (const readingProgress of [0.6, 1]) {
    const response = await page.request.patch(`/api/articles/${id}`, {
      data: { readingProgress },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(response.ok(), await response.text()).toBe(true);
    // A full page load each time (only the first URL has a fragment).
    await page.goto(readingProgress === 1 ? `/article/${id}` : `/article/${id}#top`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-article-body]')).toContainText('Paragraph 60.');
    await page.waitForTimeout(500);
    expect((await position(page)).scrollY).toBe(0);
  }
});

test.describe('offline', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_|Failed to fetch/] });

  test('a save that fails shows the reader nothing', async ({ page, context }) => {
    const { id, title } = await saveLongArticle(page);
    await openArticle(page, id, title);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (isProgressSave(id)(request)) failed.push(request.failure()?.errorText ?? '');
    });
    await context.setOffline(true);
    await scrollTo(page, 0.4);
    await expect.poll(() => failed.length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    // Being offline is said once by the app's own notice; the save adds no error of its own.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/failed|error|could not|try again/i)).toHaveCount(0);
    // The article stays where the reader is.
    expect((await position(page)).progress).toBeGreaterThan(0.35);
    await context.setOffline(false);
  });
});
