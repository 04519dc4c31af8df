// Issue "Library", speed: the dashboard's JavaScript for first load stays under 150 KB gzipped,
// with the reader's code (and every dialog and menu) loaded on demand. Measured in the browser,
// as a returning reader's visit: every script the page fetched until the list is shown and the
// network is quiet, each gzipped at level 9 as a static host would serve it.
import { gzipSync } from 'node:zlib';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

const BUDGET_BYTES = 150_000;

test('the dashboard first load stays under 150 KB of gzipped JavaScript', async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveByApi(page.request, FIXTURE_ARTICLES.numbered(1).path);
  // Nothing from the sign-in pages' visit may come from the cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  // A fresh page load, as when the reader opens Canyon in a new tab.
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(cards(page)).toHaveCount(1);
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const names = [...scripts.keys()].map((url) => new URL(url).pathname);
  test.info().annotations.push({
    type: 'first-load JavaScript',
    description: `${total} bytes gzipped in ${names.length} files`,
  });
  expect(names.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET_BYTES);
  // Loaded on demand, not with the dashboard.
  // The reader's route chunk is `article-<hash>.js`; the library's card (`article-card-…`) may load.
  for (const onDemand of [
    /\/article-[\w-]{8}\.js$/,
    /save-article-dialog-panel/,
    /user-menu-/,
    /dialog-/,
  ])
    expect(names.filter((name) => onDemand.test(name))).toEqual([]);
});
