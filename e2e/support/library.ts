// Saving articles for the browser tests through the real API, as the page or a script would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';
import { FIXTURE_ARTICLES, fixtureUrl } from './fixture-site';

export type SavedArticle = { id: string; title: string; created: boolean };

/** POST /api/save for a page of the fixture site, with this page's session. */
export async function saveByApi(
  request: APIRequestContext,
  path: string,
  tags: string[] = [],
): Promise<SavedArticle> {
  const response = await request.post('/api/save', {
    data: { url: fixtureUrl(path), tags },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as SavedArticle;
}

/**
 * Saves /articles/n/1 … /articles/n/count in order, so the last one is the newest. A few at a
 * time: each save fetches and extracts a real page on the server.
 */
export async function saveNumbered(page: Page, count: number): Promise<SavedArticle[]> {
  const saved: SavedArticle[] = [];
  for (let n = 1; n <= count; n += 1) {
    saved.push(await saveByApi(page.request, FIXTURE_ARTICLES.numbered(n).path));
  }
  return saved;
}

/** The article cards on the dashboard, in order. */
export function cards(page: Page) {
  return page.getByRole('list', { name: /articles$/i }).getByRole('article');
}

/** One card, found by its title. */
export function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}
