// Issue #17: archive and delete offer Undo in their toast; an undone change is not made.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

const TRAINS = FIXTURE_ARTICLES.nightTrains;
const BOOK = FIXTURE_ARTICLES.bookbinding;

test('Undo of an archive and of a delete: the article is still there after a reload', async ({
  page,
}) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveByApi(page.request, TRAINS.path);
  await saveByApi(page.request, BOOK.path);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(2);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });

  // Archive, then Undo: back in the list, and not archived on the server.
  await card(page, BOOK.title)
    .getByRole('button', { name: `Archive “${BOOK.title}”` })
    .click();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  await expect(toasts.getByText('Article archived')).toBeVisible();
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, BOOK.title)).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveCount(2);

  // Delete, then Undo from the keyboard: the card comes back, and no delete was ever sent.
  await card(page, BOOK.title)
    .getByRole('button', { name: `Delete “${BOOK.title}”` })
    .click();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  const undo = toasts.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  // The toast does not take the focus; Tab reaches its button.
  await expect(undo).not.toBeFocused();
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, BOOK.title)).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  expect(deletes).toEqual([]);

  // Delete and let the toast run out: then it is gone for good.
  await card(page, TRAINS.title)
    .getByRole('button', { name: `Delete “${TRAINS.title}”` })
    .click();
  await expect(card(page, TRAINS.title)).toHaveCount(0);
  await expect.poll(() => deletes.length, { timeout: 10_000 }).toBe(1);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, TRAINS.title)).toHaveCount(0);
});

test('a delete still pending when the page goes away is sent', async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveByApi(page.request, TRAINS.path);
  await saveByApi(page.request, BOOK.path);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(2);
  await card(page, BOOK.title)
    .getByRole('button', { name: `Delete “${BOOK.title}”` })
    .click();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  // The browser's pagehide (closing the tab, a full page load): the delete goes at once, as a
  // keepalive request that outlives the page. Fired here on the live page, so its answer can
  // be awaited; a real unload gives no page left to watch the request from.
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.ok(),
  );
  await page.evaluate("window.dispatchEvent(new PageTransitionEvent('pagehide'))");
  await deleted;
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BOOK.title)).toHaveCount(0);
});
