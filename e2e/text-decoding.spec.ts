// Issue #17 "Text as people expect it": character references a page leaves in its metadata
// (here JSON-LD, as many blogs write it) show as the characters they stand for, in the library
// and in the reader; and saving from the keyboard leaves the focus on the new article's card.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { ENCODED_METADATA_ARTICLE, fixtureUrl } from './support/fixture-site';
import { card } from './support/library';
import { expect, test } from './support/test';

const ARTICLE = ENCODED_METADATA_ARTICLE;
const REFERENCE = /&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
});

test('a title, byline and excerpt with character references read as text, saved from the keyboard', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const plus = page.getByRole('button', { name: 'Save New Article' });
  await plus.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save New Article' });
  await expect(dialog.getByLabel('Article URL')).toBeFocused();
  await page.keyboard.type(fixtureUrl(ARTICLE.path));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // The library: the title as its characters, and focus on the new card's link.
  const saved = card(page, ARTICLE.title);
  await expect(saved).toBeVisible();
  const link = saved.getByRole('link', { name: ARTICLE.title, exact: true });
  await expect(link).toBeFocused();
  expect(await saved.innerText()).not.toMatch(REFERENCE);

  // The reader: title and byline the same way.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/article\//);
  await expect(
    page.getByRole('heading', { level: 1, name: ARTICLE.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Ana Ruíz & Li Wei').first()).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toMatch(REFERENCE);

  // The API answers the decoded text too (the excerpt is not on every card layout).
  const list = (await (await page.request.get('/api/articles')).json()) as {
    items: Array<{ title: string; excerpt: string | null }>;
  };
  expect(list.items[0]).toMatchObject({
    title: ARTICLE.title,
    excerpt: ARTICLE.description,
  });
});
