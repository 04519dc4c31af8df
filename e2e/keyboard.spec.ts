// Keyboard use of the list and the reader: j/k, Enter, a, /, Escape, and the ? overlay.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

const title = (n: number) => FIXTURE_ARTICLES.numbered(n).title;

test('j/k move through the list, a archives, / jumps to the search, Enter opens, Escape returns', async ({
  page,
}) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  for (let n = 1; n <= 3; n += 1)
    await saveByApi(page.request, FIXTURE_ARTICLES.numbered(n).path, [`walk-${n}`]);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(3);
  const link = (n: number) => card(page, title(n)).getByRole('link', { name: title(n) });

  await page.keyboard.press('j');
  await expect(link(3)).toBeFocused();
  await expect(card(page, title(3))).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('j');
  await expect(link(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(link(3)).toBeFocused();
  await page.keyboard.press('j');

  // "a" archives the selected article; the next one takes its place.
  await page.keyboard.press('a');
  await expect(card(page, title(2))).toHaveCount(0);
  await expect(link(1)).toBeFocused();
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  await expect(card(page, title(2))).toBeVisible();
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  await expect(cards(page)).toHaveCount(2);

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search your library' });
  await expect(search).toBeFocused();
  // Escape on the empty box gives the keys back to the list.
  await page.keyboard.press('Escape');
  await expect(search).not.toBeFocused();

  // The selection stayed on No. 1, the last one; k goes up to No. 3.
  await page.keyboard.press('k');
  await expect(link(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title(3) })).toBeVisible();
  // Previous/Next follow the list the dashboard showed (No. 2 is archived, so not in it).
  await expect(page.getByRole('link', { name: 'Next article' })).toBeVisible();
  await page.getByRole('link', { name: 'Next article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title(1) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous article' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next article' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/dashboard');
  await expect(cards(page)).toHaveCount(2);
});

test('? lists the shortcuts of each screen, and keys do nothing while typing', async ({ page }) => {
  await skipOnboarding(page);
  await signedInAccount(page);
  const { id } = await saveByApi(page.request, FIXTURE_ARTICLES.numbered(7).path);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(1);

  await page.keyboard.press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const label of [
    'Next article',
    'Previous article',
    'Open the selected article',
    'Archive or unarchive the selected article',
    'Search your library',
    'Show keyboard shortcuts',
  ])
    await expect(overlay.getByText(label, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Typing in the save form is typing, not shortcuts.
  await page.getByRole('button', { name: 'Save New Article' }).click();
  await page.getByLabel('Article URL').pressSequentially('jka?/');
  await expect(page.getByLabel('Article URL')).toHaveValue('jka?/');
  await expect(overlay).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);

  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title(7) })).toBeVisible();
  await page.keyboard.press('?');
  await expect(overlay.getByText('Back to your list')).toBeVisible();
  await expect(overlay.getByText('Focus / Exit Focus')).toBeVisible();
  // Escape closes the overlay first; the next one leaves the reader.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`/article/${id}`);
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Exit Focus' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/dashboard');
});
