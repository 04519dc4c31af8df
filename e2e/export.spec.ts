// Settings › Export Data (issue #14 item 4; spec exportUserData): JSON, Netscape bookmarks and
// CSV downloads holding the reader's articles and nobody else's, and the success message.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { parseCsv } from '../src/server/modules/export/testing/parse-csv';
import { ACCOUNT_MESSAGES } from '../src/shared/account/account-schemas';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { settingsSection } from './support/billing';
import { E2E_BASE_URL } from './support/e2e-env';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { saveByApi } from './support/library';
import { expect, test } from './support/test';

const BOOK = FIXTURE_ARTICLES.bookbinding;
const TRAINS = FIXTURE_ARTICLES.nightTrains;
const GARDENS = FIXTURE_ARTICLES.tidalGardens;
const OTHERS = FIXTURE_ARTICLES.lighthouses;

const MINE = [
  { article: BOOK, tags: ['craft', 'paper'], archived: false },
  { article: TRAINS, tags: ['travel'], archived: false },
  { article: GARDENS, tags: ['nature', 'sea'], archived: true },
] as const;

type ExportedJson = {
  exportedAt: string;
  profile: { email: string };
  articles: { url: string; title: string; tags: string[]; isArchived: boolean }[];
};

function attribute(element: { getAttribute(name: string): string | null }, name: string) {
  return element.getAttribute(name.toUpperCase()) ?? element.getAttribute(name.toLowerCase());
}

/** Clicks an export button and returns the downloaded file's name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const section = settingsSection(page, 'Account Management');
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: button, exact: true }).click();
  const file = await downloaded;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('a reader downloads their articles as JSON, HTML bookmarks and CSV, and only theirs', async ({
  page,
}) => {
  await skipOnboarding(page);
  // Another reader, whose article must appear in nobody else's export.
  await signedInAccount(page);
  await saveByApi(page.request, OTHERS.path, ['elsewhere']);
  await page.context().clearCookies();

  const account = await signedInAccount(page);
  const savedAt = Date.now();
  for (const { article, tags, archived } of MINE) {
    const { id } = await saveByApi(page.request, article.path, [...tags]);
    if (archived) {
      const response = await page.request.patch(`/api/articles/${id}`, {
        data: { isArchived: true },
        headers: { Origin: E2E_BASE_URL },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  }

  await page.goto('/settings');
  const section = settingsSection(page, 'Account Management');
  await expect(section.getByText('Export Data')).toBeVisible();

  // JSON: the profile and every article with its tags and archive flag.
  const json = await download(page, 'Export JSON');
  expect(json.name).toMatch(/^canyon-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text) as ExportedJson;
  expect(exported.profile.email).toBe(account.email);
  expect(exported.articles).toHaveLength(MINE.length);
  for (const { article, tags, archived } of MINE) {
    const entry = exported.articles.find((a) => a.url === fixtureUrl(article.path));
    expect(entry, `${article.path} in the JSON export`).toBeDefined();
    expect(entry?.title).toBe(article.title);
    expect([...(entry?.tags ?? [])].sort()).toEqual([...tags].sort());
    expect(entry?.isArchived).toBe(archived);
  }
  expect(json.text).not.toContain(OTHERS.path);

  // The success message shows, then goes on its own.
  const done = page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.exported });
  await expect(done).toBeVisible();
  await expect(done).toHaveCount(0);

  // HTML: a Netscape bookmark file, one A element per article with its address, date and tags.
  const html = await download(page, 'Export HTML bookmarks');
  expect(html.name).toMatch(/^canyon-export-\d{4}-\d{2}-\d{2}\.html$/);
  expect(html.text.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
  const { document } = parseHTML(html.text);
  const links = [...document.querySelectorAll('a')];
  expect(links).toHaveLength(MINE.length);
  for (const { article, tags } of MINE) {
    const link = links.find((a) => attribute(a, 'href') === fixtureUrl(article.path));
    expect(link, `${article.path} in the bookmarks`).toBeDefined();
    expect(link?.textContent?.trim()).toBe(article.title);
    const addDate = Number(link && attribute(link, 'add_date'));
    expect(addDate).toBeGreaterThanOrEqual(Math.floor(savedAt / 1000) - 60);
    expect(addDate).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    const linkTags = ((link && attribute(link, 'tags')) ?? '').split(',').filter(Boolean);
    for (const tag of tags) expect(linkTags).toContain(tag);
  }
  expect(html.text).not.toContain(OTHERS.path);
  await expect(done).toBeVisible();

  // CSV: the header, one row per article, tags joined with |, the archive flag.
  const csv = await download(page, 'Export CSV');
  expect(csv.name).toMatch(/^canyon-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
  expect(header).toEqual(['url', 'title', 'tags', 'created', 'archived']);
  expect(rows).toHaveLength(MINE.length);
  const archivedValues = new Set<string>();
  for (const { article, tags, archived } of MINE) {
    const row = rows.find((cells) => cells[0] === fixtureUrl(article.path));
    expect(row, `${article.path} in the CSV`).toBeDefined();
    const [, title, tagCell, created, archivedCell] = row as string[];
    expect(title).toBe(article.title);
    expect((tagCell ?? '').split('|').sort()).toEqual([...tags].sort());
    expect(Number.isNaN(Date.parse(created ?? ''))).toBe(false);
    expect(archivedCell).toMatch(archived ? /^(true|yes|1)$/i : /^(false|no|0)$/i);
    archivedValues.add(archivedCell ?? '');
  }
  expect(archivedValues.size).toBe(2);
  expect(csv.text).not.toContain(OTHERS.path);
});

test.describe(() => {
  // The browser logs the refused request.
  test.use({ expectedConsoleErrors: [/status of 500 .*\/api\/export/] });

  test('an export shows "Exporting..." while busy, and a failure says "Failed to export data"', async ({
    page,
  }) => {
    await skipOnboarding(page);
    await signedInAccount(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/export?**', async (route) => {
      await released;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Internal error', code: 'INTERNAL' } }),
      });
    });
    await page.goto('/settings');
    const section = settingsSection(page, 'Account Management');
    await section.getByRole('button', { name: 'Export CSV', exact: true }).click();
    await expect(section.getByRole('button', { name: 'Exporting...' })).toBeVisible();
    release();
    await expect(
      page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.exportFailed }),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Export CSV', exact: true })).toBeEnabled();
  });
});
