// Usage events the web app reports (issue #15; spec §7): page_view once per page, the help
// page view and a chosen topic, article_read once per opening of an article (not again for
// the reader's background refetch), nothing for visitors; read back from the reader's export.
import type { Page } from '@playwright/test';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { topicChip } from './support/help-center';
import { card, cards, saveByApi } from './support/library';
import { expect, test } from './support/test';

type ExportedEvent = { type: string; data: Record<string, unknown>; createdAt: string };

/** The reader's usage events, oldest first, from GET /api/export?format=json. */
async function usageEvents(page: Page): Promise<ExportedEvent[]> {
  const response = await page.request.get('/api/export?format=json');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { usageEvents: ExportedEvent[] }).usageEvents;
}

const pageTitles = (events: ExportedEvent[]) =>
  events.filter((event) => event.type === 'page_view').map((event) => event.data.page_title);
const count = (events: ExportedEvent[], type: string) =>
  events.filter((event) => event.type === type).length;
const reads = (events: ExportedEvent[]) =>
  events.filter((event) => event.type === 'article_read').map((event) => event.data.article_id);

/** Every POST /api/events this page makes. */
function watchEventRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events')
      names.push(String((request.postDataJSON() as { name?: unknown }).name));
  });
  return names;
}

const BOOK = FIXTURE_ARTICLES.bookbinding;

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a signed-in reader’s pages, help visit, topic and article opening are recorded once each', async ({
  page,
}) => {
  await signedInAccount(page);
  const saved = await saveByApi(page.request, BOOK.path);
  const sent = watchEventRequests(page);

  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(1);
  await card(page, BOOK.title).getByRole('link', { name: BOOK.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);

  // In the app, not a new page load: the footer's Contact link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await topicChip(page, 'Billing & Plans').click();
  await topicChip(page, 'Billing & Plans').click();
  // A hash on the same page is not another page view.
  await page.evaluate('window.location.hash = "#how-do-i-cancel-my-subscription"');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await expect
    .poll(async () => pageTitles(await usageEvents(page)))
    .toEqual(['Dashboard', 'Article', 'Dashboard', 'Help Center', 'Privacy Policy']);
  const events = await usageEvents(page);
  expect(count(events, 'help_page_view')).toBe(1);
  expect(count(events, 'help_category_billing')).toBe(1);
  expect(reads(events)).toEqual([saved.id]);
  for (const event of events) expect(Date.parse(event.createdAt)).not.toBeNaN();
  // Nothing was sent twice and nothing was retried.
  expect(sent.filter((name) => name === 'page_view')).toHaveLength(5);
  expect(sent.filter((name) => name !== 'page_view').sort()).toEqual([
    'article_read',
    'help_category_billing',
    'help_page_view',
  ]);
});

test('article_read counts openings, not the reader’s background refetch', async ({ page }) => {
  await page.clock.install();
  await signedInAccount(page);
  const saved = await saveByApi(page.request, BOOK.path);
  const articleFetches: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/api/articles/${saved.id}`)
      articleFetches.push(response.request().method());
  });

  await page.goto(`/article/${saved.id}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect.poll(async () => reads(await usageEvents(page))).toEqual([saved.id]);

  // Past the article's 30 s staleTime, the reader comes back to the tab: TanStack Query fetches
  // the article again in the background.
  const before = articleFetches.length;
  await page.clock.fastForward('00:45');
  await page.evaluate(`document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))`);
  await expect.poll(() => articleFetches.length).toBeGreaterThan(before);
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads(await usageEvents(page))).toEqual([saved.id]);

  // Leaving and opening it again is another opening.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await card(page, BOOK.title).getByRole('link', { name: BOOK.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect.poll(async () => reads(await usageEvents(page))).toEqual([saved.id, saved.id]);
});

test('a visitor’s pages send no events', async ({ page }) => {
  const sent = watchEventRequests(page);
  await page.goto('/help');
  await topicChip(page, 'Billing & Plans').click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});
