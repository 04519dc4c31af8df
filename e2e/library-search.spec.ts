// Issue #17: the library's search box. Results follow the typing, the query lives in the
// address, so Back from an article and a reload keep it; Escape clears it.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

const TRAINS = FIXTURE_ARTICLES.nightTrains;
const BOOK = FIXTURE_ARTICLES.bookbinding;

test('search as you type, open a result, Back and reload keep the query, Escape clears', async ({
  page,
}) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveByApi(page.request, TRAINS.path, ['travel']);
  await saveByApi(page.request, BOOK.path, ['craft']);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(2);

  // "/" reaches the box from anywhere in the list.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search your library' });
  await expect(search).toBeFocused();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/articles' && url.searchParams.has('q'))
      searches.push(url.searchParams.get('q') ?? '');
  });
  await search.pressSequentially('couchett', { delay: 40 });
  await expect(card(page, TRAINS.title)).toBeVisible();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard?q=couchett');
  // Typing quickly asks once, not once a letter; the last word matches as a prefix.
  expect(searches.length).toBeLessThanOrEqual(2);
  // The passage around the match, with the matched word marked.
  await expect(card(page, TRAINS.title).locator('mark').first()).toContainText(/couchett/i);

  // Open the result, come back: the query, the box and the results are still there.
  await card(page, TRAINS.title).getByRole('link', { name: TRAINS.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRAINS.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/dashboard?q=couchett');
  await expect(search).toHaveValue('couchett');
  await expect(cards(page)).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue('couchett');
  await expect(cards(page)).toHaveCount(1);

  // Combined with the tag filter; then nothing matches, and there is a way out.
  await search.fill('bookbinding');
  await expect(card(page, BOOK.title)).toBeVisible();
  await page
    .getByRole('group', { name: 'Filter by tag' })
    .getByRole('button', { name: 'travel' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'No articles match “bookbinding”.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/tags=travel/);

  await search.focus();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL('/dashboard?tags=travel');
  await expect(cards(page)).toHaveCount(1);
});
