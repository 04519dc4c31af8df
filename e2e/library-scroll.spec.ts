// Issue #17: coming back from an article puts the list where it was, with its loaded pages.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { card, cards, saveNumbered } from './support/library';
import { expect, test } from './support/test';

test('Back from an article opened far down a 45-article list restores pages and position', async ({
  page,
}) => {
  test.slow();
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveNumbered(page, 45);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(40);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(45);

  const target = card(page, 'Field Notes No. 5');
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate('window.scrollY').then(Number);
  expect(before).toBeGreaterThan(1000);
  await target.getByRole('link', { name: 'Field Notes No. 5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes No. 5' })).toBeVisible();

  await page.goBack();
  await expect(cards(page)).toHaveCount(45);
  await expect(target).toBeInViewport();
  // And it stays there: nothing scrolls it back to the top a moment later.
  await page.waitForTimeout(300);
  const after = await page.evaluate('window.scrollY').then(Number);
  expect(Math.abs(after - before)).toBeLessThan(40);

  // The reader's own Back link (and Escape) go back the same way, also after Next.
  const other = card(page, 'Field Notes No. 9');
  await other.scrollIntoViewIfNeeded();
  const again = await page.evaluate('window.scrollY').then(Number);
  await other.getByRole('link', { name: 'Field Notes No. 9' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes No. 9' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Article' })
    .getByRole('link', { name: /Next/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Field Notes No\. \d+/ }),
  ).not.toHaveText('Field Notes No. 9');
  await page
    .getByRole('navigation', { name: 'Article' })
    .getByRole('link', { name: 'Back' })
    .click();
  await expect(cards(page)).toHaveCount(45);
  await expect(other).toBeInViewport();
  await page.waitForTimeout(300);
  expect(Math.abs((await page.evaluate('window.scrollY').then(Number)) - again)).toBeLessThan(40);

  // Any other way to the dashboard starts at the top.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect.poll(() => page.evaluate('window.scrollY').then(Number)).toBe(0);
});
