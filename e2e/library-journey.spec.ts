// A reader's first session, end to end (PRODUCT-SPEC §2 "Dashboard" and "Article reader"):
// sign up, save from a real site with tags, read it, tag it, filter, archive, delete.
import { CONFIRM_SUBJECT, PASSWORD, uniqueEmail } from './support/accounts';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { card, cards, saveByApi } from './support/library';
import { linkIn, waitForMail } from './support/mail-capture';
import { expect, test } from './support/test';

type FadeSeen = {
  duration: number;
  finalOpacity: string;
  stillThereWhenFaded: boolean;
  removedAfterFade: boolean;
};

/**
 * Sets `window.__canyonFade` to a promise of how the deleted card left: the length of its fade
 * animation, its opacity at the end, and whether it was removed only once the fade was over.
 */
const WATCH_FADE = `(() => {
  window.__canyonFade = new Promise((resolve) => {
    const observer = new MutationObserver(async () => {
      const card = document.querySelector('article[data-state="removing"]');
      if (!card) return;
      observer.disconnect();
      await new Promise((next) => requestAnimationFrame(next));
      const fade = card.getAnimations().find((a) => a.effect.getKeyframes().some((k) => k.opacity === '0'));
      if (!fade) return resolve({ duration: 0, finalOpacity: '', stillThereWhenFaded: false, removedAfterFade: false });
      await fade.finished;
      const stillThereWhenFaded = card.isConnected;
      const finalOpacity = getComputedStyle(card).opacity;
      const gone = () => card.isConnected ? requestAnimationFrame(gone) : resolve({
        duration: fade.effect.getTiming().duration, finalOpacity, stillThereWhenFaded, removedAfterFade: true,
      });
      gone();
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  return true;
})()`;

const BOOK = FIXTURE_ARTICLES.bookbinding;
const TRAINS = FIXTURE_ARTICLES.nightTrains;

test('sign up, save with two tags, read, tag, filter, archive and delete', async ({ page }) => {
  test.slow();

  // Sign up as a person does, and confirm the address from the mail.
  const email = uniqueEmail('journey');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, CONFIRM_SUBJECT, { since })));
  await expect(page).toHaveURL('/dashboard');

  // First visit: the Getting Started modal, greeting by the email's name.
  const onboarding = page.getByRole('dialog', { name: 'Getting Started' });
  await expect(
    onboarding.getByRole('heading', { name: `Welcome, ${email.split('@')[0]}!` }),
  ).toBeVisible();
  for (let step = 0; step < 3; step += 1)
    await onboarding.getByRole('button', { name: 'Next' }).click();
  await onboarding.getByRole('button', { name: 'Get Started' }).click();
  await expect(onboarding).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();

  // One older article, saved by a script; then the new one through the + dialog.
  await saveByApi(page.request, TRAINS.path, ['travel']);
  await page.getByRole('button', { name: 'Save New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save New Article' });
  await dialog.getByLabel('Article URL').fill(fixtureUrl(BOOK.path));
  const tags = dialog.getByLabel('Tags (optional)');
  await tags.fill('Craft');
  await tags.press('Enter');
  await tags.fill('books');
  await tags.press(',');
  await expect(dialog.getByRole('button', { name: /^Remove tag/ })).toHaveCount(2);
  // Extraction of a loopback page is quick; hold the request a moment so the state can be seen.
  await page.route(
    '**/api/save',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    },
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog.getByRole('button', { name: 'Extracting content...' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Article saved successfully!',
  );

  // It is first in the list, with its tags and excerpt.
  await expect(cards(page)).toHaveCount(2);
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText(BOOK.title);
  await expect(first.getByRole('button', { name: 'Show articles tagged craft' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Show articles tagged books' })).toBeVisible();
  await expect(first).toContainText(BOOK.description);
  await expect(first).toContainText('Just now');

  // Saving it again says it is already there.
  await page.getByRole('button', { name: 'Save New Article' }).click();
  await dialog.getByLabel('Article URL').fill(fixtureUrl(BOOK.path));
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Article already in your library',
  );
  await expect(cards(page)).toHaveCount(2);

  // Open it.
  await first.getByRole('link', { name: BOOK.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(BOOK.byline)).toBeVisible();
  await expect(main.getByText(/^Saved /)).toBeVisible();
  await expect(main.getByText(/\d+ min read/)).toBeVisible();
  await expect(main.getByRole('region', { name: 'AI summary' })).toBeVisible();
  const cover = main.locator('[data-reader-image] img');
  await expect(cover).toBeVisible();
  await expect(main.locator('.reader-prose figure figcaption')).toHaveText(
    'Signatures waiting to be sewn at the bindery.',
  );
  await expect(main.locator('.reader-prose blockquote')).toBeVisible();
  await expect(main.locator('.reader-prose pre code')).toContainText('const stations');

  // Focus hides image, metadata, tags and AI panel.
  await page.getByRole('button', { name: 'Focus' }).click();
  await expect(cover).toHaveCount(0);
  await expect(main.getByText(/^Saved /)).toHaveCount(0);
  await expect(main.getByText(BOOK.byline)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Show articles tagged craft' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'AI summary' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect(main.locator('.reader-prose')).toContainText('In a narrow workshop');
  await page.getByRole('button', { name: 'Exit Focus' }).click();
  await expect(main.getByRole('region', { name: 'AI summary' })).toBeVisible();

  // Add a tag in the reader.
  await main.getByRole('button', { name: 'Add tags' }).click();
  await main.getByLabel('Tags', { exact: true }).fill('Workshop');
  await main.getByLabel('Tags', { exact: true }).press('Enter');
  await main.getByRole('button', { name: 'Done' }).click();
  await expect(main.getByRole('link', { name: 'Show articles tagged workshop' })).toBeVisible();

  // Back on the dashboard, filter by that tag.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/dashboard');
  const filter = page.getByRole('group', { name: 'Filter by tag' });
  await filter.getByRole('button', { name: 'workshop' }).click();
  await expect(page).toHaveURL('/dashboard?tags=workshop');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BOOK.title)).toBeVisible();
  await filter.getByRole('button', { name: 'Clear tag filter' }).click();
  await expect(cards(page)).toHaveCount(2);

  // Archive: gone from the list, there under Show Archived.
  await card(page, BOOK.title)
    .getByRole('button', { name: `Archive “${BOOK.title}”` })
    .click();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await page.reload();
  await expect(card(page, TRAINS.title)).toBeVisible();
  await expect(card(page, BOOK.title)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  await expect(page).toHaveURL('/dashboard?archived=true');
  await expect(card(page, BOOK.title)).toBeVisible();
  await expect(card(page, TRAINS.title)).toHaveCount(0);

  // Delete: fades out at once with Undo in its toast; once the toast is gone, so is the article.
  // Watch the card from inside the page: the fade lasts only 300 ms.
  await page.evaluate(WATCH_FADE);
  await card(page, BOOK.title)
    .getByRole('button', { name: `Delete “${BOOK.title}”` })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Article deleted')).toBeVisible();
  await expect(toasts.getByRole('button', { name: 'Undo' })).toBeVisible();
  const fade = (await page.evaluate('window.__canyonFade')) as FadeSeen;
  expect(fade).toEqual({
    duration: 300,
    finalOpacity: '0',
    stillThereWhenFaded: true,
    removedAfterFade: true,
  });
  await expect(card(page, BOOK.title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No archived articles' })).toBeVisible();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.ok(),
  );
  await toasts.getByRole('button', { name: 'Dismiss notification' }).click();
  await deleted;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No archived articles' })).toBeVisible();
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BOOK.title)).toHaveCount(0);
});
