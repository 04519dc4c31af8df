// Issue #17: a compact view that shows at least eight articles above the fold at 1280×800,
// remembered with the reader's account.
import { signedInAccount, skipOnboarding } from './support/accounts';
import { cards, saveNumbered } from './support/library';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('compact view: eight or more whole cards above the fold, kept after a reload', async ({
  page,
}) => {
  test.slow();
  await skipOnboarding(page);
  await signedInAccount(page);
  await saveNumbered(page, 12);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(12);
  const toggle = page.getByRole('button', { name: 'Compact view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/preferences') && response.request().method() === 'PATCH',
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  const aboveTheFold = async () => {
    let count = 0;
    for (const box of await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => {
        const { top, bottom } = node.getBoundingClientRect();
        return { top, bottom };
      }),
    ))
      if (box.top >= 0 && box.bottom <= 800) count += 1;
    return count;
  };
  await page.evaluate('window.scrollTo(0, 0)');
  expect(await aboveTheFold()).toBeGreaterThanOrEqual(8);

  // Remembered for the reader, not just this page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(12);
  expect(await aboveTheFold()).toBeGreaterThanOrEqual(8);

  // Each compact card keeps archive and delete in the same place.
  const actionLefts = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const archive = node.querySelector('button[aria-label^="Archive"]');
      return Math.round(archive?.getBoundingClientRect().left ?? -1);
    }),
  );
  expect(new Set(actionLefts).size).toBe(1);
});
