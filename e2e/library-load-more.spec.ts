// PRODUCT-SPEC §2 "Dashboard": pages of 20 and "Load more" while the server has more.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { cards, saveNumbered } from './support/library';
import { expect, test } from './support/test';

test('45 articles: 20, then 40, then 45, and no more "Load more"', async ({ page }) => {
  test.slow();
  await signedInAccount(page);
  await skipOnboarding(page);
  await saveNumbered(page, 45);

  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(20);
  // Newest first.
  await expect(cards(page).first().getByRole('heading')).toHaveText('Field Notes No. 45');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await expect(cards(page)).toHaveCount(40);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(45);
  await expect(cards(page).last().getByRole('heading')).toHaveText('Field Notes No. 1');
  await expect(loadMore).toHaveCount(0);
});
