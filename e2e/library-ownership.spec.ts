// PRODUCT-SPEC §6 and SECURITY.md §20: an article is its owner's alone.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

// Reader B's browser logs the API's 404 answers for reader A's article.
test.use({ expectedConsoleErrors: [/status of 404 .*\/api\/articles\//] });

test('a second reader cannot see, open, change or delete the first reader’s article', async ({
  page,
}) => {
  const BOOK = FIXTURE_ARTICLES.bookbinding;
  await skipOnboarding(page);
  const ada = await signedInAccount(page);
  const { id } = await saveByApi(page.request, BOOK.path, ['craft']);

  // Reader B, in the same browser after A's cookies are gone.
  await page.context().clearCookies();
  await signedInAccount(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  await expect(card(page, BOOK.title)).toHaveCount(0);

  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await expect(page.getByText(BOOK.title)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();

  const headers = { Origin: E2E_BASE_URL };
  const read = await page.request.get(`/api/articles/${id}`);
  expect(read.status()).toBe(404);
  expect(await read.json()).toEqual({
    error: { message: 'Article not found or unauthorized', code: 'NOT_FOUND' },
  });
  const change = await page.request.patch(`/api/articles/${id}`, {
    data: { isArchived: true, tags: ['stolen'] },
    headers,
  });
  expect(change.status()).toBe(404);
  // With a JSON body, as the web app sends it (the server refuses a body-less DELETE with 415).
  expect((await page.request.delete(`/api/articles/${id}`, { data: {}, headers })).status()).toBe(
    404,
  );
  const list = (await (await page.request.get('/api/articles?archived=false')).json()) as {
    items: unknown[];
  };
  expect(list.items).toEqual([]);
  expect(((await (await page.request.get('/api/tags')).json()) as { tags: string[] }).tags).toEqual(
    [],
  );

  // Reader A still has it, unchanged. The dashboard is left first, so none of its requests
  // (the list, the tags, a usage event) goes out between the two sign-ins without a session.
  await page.goto('about:blank');
  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ada.email, password: ada.password },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BOOK.title)).toBeVisible();
  await expect(
    card(page, BOOK.title).getByRole('button', { name: 'Show articles tagged craft' }),
  ).toBeVisible();
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
});
