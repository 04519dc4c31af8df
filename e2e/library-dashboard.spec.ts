// PRODUCT-SPEC §2 "Dashboard": the parts around the list, in the browser.
import { setSubscription, signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { cards, saveByApi } from './support/library';
import { settleAnimations } from './support/screens';
import { expect, test } from './support/test';

// These tests hold or fail the list request with page.route, which never sees a request the
// service worker answers (it fetches the list itself); e2e/offline.spec.ts covers the worker.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('5 skeletons while loading; "Your Links" explains itself', async ({ page }) => {
  await signedInAccount(page);
  await saveByApi(page.request, FIXTURE_ARTICLES.numbered(3).path);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/articles?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  const loading = page.getByRole('status', { name: 'Loading articles' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('[data-skeleton]')).toHaveCount(5);
  release();
  await expect(cards(page)).toHaveCount(1);
  await expect(loading).toHaveCount(0);

  await page.getByRole('button', { name: 'About Your Links' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('newest first');
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('says when the list cannot load, and loads it on Try Again', async ({ page }) => {
    await signedInAccount(page);
    await saveByApi(page.request, FIXTURE_ARTICLES.numbered(4).path);
    let fail = true;
    await page.route('**/api/articles?*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/dashboard');
    // The client tries a failed connection three times before it gives up.
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load articles' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(cards(page)).toHaveCount(1);
  });
});

test.describe(() => {
  // The refused save at the end: the browser logs the API's error status.
  test.use({ expectedConsoleErrors: [/status of \d+ .*\/api\/save/] });

  test('the save dialog closes on Escape and on a click outside, and refuses bad URLs', async ({
    page,
  }) => {
    await signedInAccount(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
    const open = page.getByRole('button', { name: 'Save New Article' });
    const dialog = page.getByRole('dialog', { name: 'Save New Article' });

    await open.click();
    await expect(dialog.getByLabel('Article URL')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    // Focus moves in once the dialog is ready to hear a click outside; a reader is never faster.
    await expect(dialog.getByLabel('Article URL')).toBeFocused();
    await settleAnimations(page);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Save an article' }).click();
    const url = dialog.getByLabel('Article URL');
    await url.fill('http://localhost/private');
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog.getByText('Private and local URLs are not allowed')).toBeVisible();
    await url.fill('file:///etc/passwd');
    await url.press('Enter');
    await expect(dialog.getByText('Only HTTP and HTTPS URLs are allowed')).toBeVisible();
    // A page without an article in it: the server's refusal, in the spec's words.
    await url.fill(fixtureUrl('/no-such-page'));
    await url.press('Enter');
    await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test('readers without Pro see the upgrade banner; Pro readers do not', async ({ page }) => {
  const account = await signedInAccount(page);
  setSubscription(account.email, {
    plan: 'free',
    subscriptionStatus: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  });
  await page.goto('/dashboard');
  const banner = page.getByRole('complementary', { name: 'Upgrade to Pro' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL('/settings');

  setSubscription(account.email, {
    plan: 'pro',
    subscriptionStatus: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    cancelAtPeriodEnd: false,
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Links' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('checkout return flags become toasts and leave the address', async ({ page }) => {
  await signedInAccount(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await page.goto('/dashboard?success=true');
  await expect(toasts).toContainText(
    'Payment received. Your Pro plan starts as soon as the payment is confirmed.',
  );
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard?canceled=true&tags=news');
  await expect(toasts).toContainText('Upgrade canceled.');
  await expect(page).toHaveURL('/dashboard?tags=news');
});

test('the tag filter shows 8 tags, then "+N more" and "Show less"', async ({ page }) => {
  await signedInAccount(page);
  const tags = [
    'alpha',
    'bravo',
    'charlie',
    'delta',
    'echo',
    'foxtrot',
    'golf',
    'hotel',
    'india',
    'juliet',
  ];
  await saveByApi(page.request, FIXTURE_ARTICLES.numbered(10).path, tags.slice(0, 5));
  await saveByApi(page.request, FIXTURE_ARTICLES.numbered(11).path, tags.slice(5));
  await page.goto('/dashboard');
  const filter = page.getByRole('group', { name: 'Filter by tag' });
  const chips = filter.locator('button[aria-pressed]');
  await expect(chips).toHaveCount(8);
  await expect(filter.getByRole('button', { name: 'india' })).toHaveCount(0);
  await filter.getByRole('button', { name: '+2 more' }).click();
  await expect(chips).toHaveCount(10);
  await filter.getByRole('button', { name: 'juliet', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    FIXTURE_ARTICLES.numbered(11).title,
  );
  // A card shows two of its five tags, then "+3 more".
  await expect(cards(page).first()).toContainText('+3 more');
  await filter.getByRole('button', { name: 'Show less' }).click();
  await expect(filter.getByRole('button', { name: '+2 more' })).toBeVisible();
  // The picked tag stays in the address, so a reload keeps the filter.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
});
