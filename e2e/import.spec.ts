// Settings › Import (issue #16 items 2 and 4): a Pocket CSV export uploaded from the page, its
// progress followed through a reload to the end, the report with its filters and the failures as
// CSV, the items in the library with their titles, tags and archive state, and Retry round trips
// from the report and the reader. Axe on the Import section in both themes at two widths.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '../src/server/modules/export/testing/parse-csv';
import { IMPORT_MESSAGES } from '../src/shared/imports/import-schemas';
import { signedInAccount, skipOnboarding } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { settingsSection } from './support/billing';
import { FIXTURE_ARTICLES, fixtureUrl } from './support/fixture-site';
import { card, cards } from './support/library';
import { openScreen, settleAnimations } from './support/screens';
import { expect, test } from './support/test';
import { expectDocumentTheme } from './support/theme';

const HEADER = 'title,url,time_added,cursor,tags,status';
const PENDING_TEXT = 'Canyon is fetching this article’s content. It will appear here shortly.';
const FAILED_TEXT = 'Canyon could not fetch this article’s content.';

type Row = { title: string; url: string; minutesAgo: number; tags?: string; status?: string };

/** A Pocket export (2025 header), a row per entry, oldest last, as Pocket wrote it. */
function pocketCsv(rows: Row[]): string {
  const now = Math.floor(Date.now() / 1000);
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map((row, i) =>
    [
      row.title,
      row.url,
      String(now - row.minutesAgo * 60),
      String(1000 + i),
      row.tags ?? '',
      row.status ?? 'unread',
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * A fixture page under an address no other test saves (a query of its own), so its content is
 * fetched for this import rather than found in the server's recent extractions. A slow one
 * answers after a second: the import fetches one page of a site at a time, so the progress of
 * a few of them can be watched.
 */
function unique(path: string, token: string, { slow = false } = {}): string {
  return `${fixtureUrl(path)}?import=${token}${slow ? '&delay=1000' : ''}`;
}

function importSection(page: Page): Locator {
  return settingsSection(page, 'Import');
}

async function upload(section: Locator, name: string, text: string): Promise<void> {
  await section.getByLabel('Choose an export file').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(section.getByText(name, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Import', exact: true }).click();
}

/** A count of the progress panel, by its label. */
function count(section: Locator, label: string): Locator {
  return section
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function expectCounts(section: Locator, counts: Record<string, number>): Promise<void> {
  for (const [label, value] of Object.entries(counts)) {
    await expect(count(section, label), label).toHaveText(String(value));
  }
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a reader imports a Pocket export, follows it through a reload, reads the report and retries', async ({
  page,
}) => {
  // About ten pages are fetched one at a time from one site (the import is polite to it).
  test.setTimeout(150_000);
  await signedInAccount(page);
  const token = randomBytes(6).toString('hex');
  const later = FIXTURE_ARTICLES.arrivesLater(token);
  const book = FIXTURE_ARTICLES.bookbinding;
  const trains = FIXTURE_ARTICLES.nightTrains;
  const notes = [1, 2, 3, 4, 5, 6].map((n) => FIXTURE_ARTICLES.numbered(n));
  const photo = 'A Photograph, Not an Article';
  const slow = (path: string) => unique(path, token, { slow: true });
  // Line numbers count the header as line 1.
  const csv = pocketCsv([
    { title: notes[0]!.title, url: slow(notes[0]!.path), minutesAgo: 1, tags: 'notes' }, // 2
    { title: book.title, url: slow(book.path), minutesAgo: 2 }, // 3
    { title: trains.title, url: slow(trains.path), minutesAgo: 3, tags: 'a|b', status: 'archive' }, // 4
    { title: 'Not a link', url: 'notaurl', minutesAgo: 4 }, // 5
    { title: `${book.title} (again)`, url: slow(book.path), minutesAgo: 5 }, // 6
    { title: later.title, url: fixtureUrl(later.path), minutesAgo: 6 }, // 7
    // A picture, not a page: Canyon refuses it at once (no retries with backoff).
    { title: photo, url: unique('/images/bindery.png', token), minutesAgo: 7 }, // 8
    ...notes.slice(1).map((note, i) => ({
      title: note.title,
      url: slow(note.path),
      minutesAgo: 8 + i,
    })), // 9–13
  ]);

  await page.goto('/settings');
  const section = importSection(page);
  await expect(section.getByText(/No imports yet/)).toBeVisible();
  await upload(section, 'pocket-export.csv', csv);

  // The bar moves while the content is fetched.
  const bar = section.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(section.getByText('Fetching article content…')).toBeVisible({ timeout: 20_000 });
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        seen.add(Number(await bar.getAttribute('aria-valuenow')));
        return [...seen].some((value) => value > 0 && value < 100);
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  const before = Math.max(...[...seen].filter((value) => value < 100));

  // A reload finds the same import, still going, and follows it on.
  await page.reload();
  await expect(
    section.getByText('pocket-export.csv · Pocket (CSV)', { exact: false }),
  ).toBeVisible();
  await expect(section.getByText('Fetching article content…')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /\d+/);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(before);
  await expect(section.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expectCounts(section, {
    Added: 10,
    'Already in your library': 1,
    Invalid: 1,
    'Content fetched': 8,
    'Content failed': 2,
    'Still fetching': 0,
  });

  // The report: everything in file order; Failed shows the invalid row and the failed content.
  const report = section.getByRole('list', { name: 'Import report' });
  await expect(report.getByRole('listitem')).toHaveCount(12);
  await expect(report.getByRole('listitem').nth(4)).toContainText('line 6');
  await expect(report.getByRole('listitem').nth(4)).toContainText(IMPORT_MESSAGES.duplicateInFile);
  await section.getByRole('button', { name: /^Failed/ }).click();
  await expect(section.getByRole('button', { name: /^Failed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const failed = report.getByRole('listitem');
  await expect(failed).toHaveCount(3);
  await expect(failed.nth(0)).toContainText('line 5');
  await expect(failed.nth(0)).toContainText('notaurl');
  await expect(failed.nth(0)).toContainText('Invalid');
  await expect(failed.nth(1)).toContainText('line 7');
  await expect(failed.nth(1)).toContainText(later.title);
  await expect(failed.nth(1)).toContainText('Content failed');
  await expect(failed.nth(2)).toContainText('line 8');
  await expect(failed.nth(2)).toContainText(photo);

  // The failures as CSV: position, address, title and reason of each.
  const downloaded = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download failures (CSV)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^canyon-import-[\w-]+-failures\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(header).toEqual(['position', 'url', 'title', 'reason']);
  expect(rows.map((row) => row.slice(0, 3))).toEqual([
    ['line 5', 'notaurl', 'Not a link'],
    ['line 7', fixtureUrl(later.path), later.title],
    ['line 8', unique('/images/bindery.png', token), photo],
  ]);
  expect(rows.every((row) => (row[3] ?? '').length > 0)).toBe(true);

  // Retry from the report: the page is there now, so its content arrives.
  await failed
    .nth(1)
    .getByRole('button', { name: /^Retry/ })
    .click();
  await expect(section.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expectCounts(section, { 'Content fetched': 9, 'Content failed': 1 });
  await expect(failed).toHaveCount(2);
  await expect(failed.nth(1)).toContainText(photo);

  // The library: the file's titles, in the file's order of saved dates; the archived one apart.
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first()).toHaveAccessibleName(notes[0]!.title);
  for (const title of [book.title, later.title, photo, ...notes.map((note) => note.title)]) {
    await expect(card(page, title)).toBeVisible();
  }
  await expect(card(page, trains.title)).toHaveCount(0);
  await expect(
    card(page, notes[0]!.title).getByRole('button', { name: /tagged notes/ }),
  ).toBeVisible();
  const photoCard = card(page, photo);
  await expect(photoCard.getByText('Content unavailable')).toBeVisible();
  await expect(photoCard.getByRole('button', { name: `Retry fetching “${photo}”` })).toBeVisible();
  await expect(card(page, later.title).getByText('Content unavailable')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  const archived = card(page, trains.title);
  await expect(archived).toBeVisible();
  await expect(archived.getByRole('button', { name: 'Show articles tagged a' })).toBeVisible();
  await expect(archived.getByRole('button', { name: 'Show articles tagged b' })).toBeVisible();
  await page.getByRole('switch', { name: 'Show Archived' }).click();

  // The reader: the retried article has its text; the picture still cannot be read.
  await card(page, later.title).getByRole('link', { name: later.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: later.title })).toBeVisible();
  await expect(page.getByText(/still being written when the first reader came/)).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await photoCard.getByRole('link', { name: photo }).click();
  await expect(page.getByRole('heading', { level: 1, name: photo })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Canyon (is fetching|could not)/ });
  await expect(status).toHaveText(FAILED_TEXT);
  await expect(page.getByRole('link', { name: /^Original/ }).last()).toHaveAttribute(
    'href',
    unique('/images/bindery.png', token),
  );
  // Retry: the job runs again at once (it may be done before "fetching" can even be seen) and
  // fails again, since the address is still a picture; the page reads the article again.
  const retried = page.waitForResponse(
    (response) =>
      response.url().endsWith('/content/retry') && response.request().method() === 'POST',
  );
  const reread = page.waitForResponse(
    (response) =>
      /\/api\/articles\/[^/]+$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  expect((await retried).status()).toBe(204);
  expect((await reread).status()).toBe(200);
  await expect(status).toHaveText(new RegExp(`^(${PENDING_TEXT}|${FAILED_TEXT})$`));
  await expect(status).toHaveText(FAILED_TEXT, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
});

test.describe(() => {
  // The browser logs the refused upload of a file Canyon does not read.
  test.use({ expectedConsoleErrors: [/status of 415 .*\/api\/imports/] });

  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.use({ colorScheme: theme });

      test('the Import section has no serious axe violations, empty and with a report, at 1280 and 375 px', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await signedInAccount(page);
        const token = randomBytes(6).toString('hex');
        await page.setViewportSize({ width: 1280, height: 900 });
        await openScreen(page, '/settings');
        await expectDocumentTheme(page, theme);
        const section = importSection(page);
        await expect(section.getByText(/No imports yet/)).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        const note = FIXTURE_ARTICLES.numbered(7);
        const later = FIXTURE_ARTICLES.arrivesLater(token);
        await upload(
          section,
          'pocket-export.csv',
          pocketCsv([
            { title: note.title, url: unique(note.path, token), minutesAgo: 1, tags: 'notes' },
            { title: later.title, url: fixtureUrl(later.path), minutesAgo: 2 },
            { title: 'Not a link', url: 'notaurl', minutesAgo: 3 },
            { title: note.title, url: unique(note.path, token), minutesAgo: 4 },
          ]),
        );
        await expect(section.getByText('Import finished')).toBeVisible({ timeout: 45_000 });

        // A second import (only a duplicate) puts two in the list of imports.
        await upload(
          section,
          'pocket-again.csv',
          pocketCsv([{ title: note.title, url: unique(note.path, token), minutesAgo: 1 }]),
        );
        await expect(section.getByRole('heading', { name: 'Your imports' })).toBeVisible();
        await expect(section.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
        await section.getByRole('button', { name: /pocket-export\.csv/ }).click();
        await section.getByRole('button', { name: /^Failed/ }).click();
        await expect(
          section.getByRole('list', { name: 'Import report' }).getByRole('listitem'),
        ).toHaveCount(2);
        await section.getByText('Where to find your export').click();

        // The file field is reached by keyboard, and its drop zone shows that it has focus.
        const field = section.getByLabel('Choose an export file');
        for (let presses = 0; presses < 40; presses += 1) {
          if (await field.evaluate((element) => element === element.ownerDocument.activeElement))
            break;
          await page.keyboard.press('Tab');
        }
        await expect(field).toBeFocused();
        const ring = await field.evaluate((element) => {
          const label = element.closest('label');
          return label
            ? element.ownerDocument.defaultView?.getComputedStyle(label).outlineStyle
            : null;
        });
        expect(ring).not.toBe('none');

        // A file Canyon does not read: the server's words in an alert.
        await upload(section, 'notes.txt', 'just some words, not an export');
        await expect(section.getByRole('alert')).toBeVisible();

        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await settleAnimations(page);
          await expectNoSeriousAxeViolations(page);
          // Nothing of the section is wider than the screen.
          const overflow = await section.evaluate(
            (element) => element.scrollWidth - element.clientWidth,
          );
          expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
        }
      });
    });
  }
});
