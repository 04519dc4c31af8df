import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES } from '@/shared/imports/import-schemas';
import { CurrentImport } from '@/web/features/imports/components/current-import';
import {
  fakeImport,
  fakeItem,
  serveImport,
  type ServedImport,
} from '@/web/features/imports/testing/fake-imports';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
let served: ServedImport;
const onLibraryChange = vi.fn();

const ITEMS = [
  fakeItem(2, { title: 'The Quiet Craft of Bookbinding' }),
  fakeItem(3, { title: null, url: 'https://example.com/untitled' }),
  fakeItem(4, {
    title: 'Night Trains',
    outcome: 'duplicate',
    contentState: null,
    message: IMPORT_MESSAGES.duplicateInFile,
    articleId: 'a2',
  }),
  fakeItem(5, {
    title: 'Not a link',
    url: 'notaurl',
    outcome: 'invalid',
    contentState: null,
    message: 'Please provide a valid URL',
    articleId: null,
  }),
  fakeItem(6, {
    title: 'A Report',
    contentState: 'failed',
    message: 'This page is not an HTML article (unsupported content type: application/pdf)',
  }),
  fakeItem(7, { title: 'On its way', contentState: 'pending' }),
];

function renderReport() {
  return renderWithRouter(<CurrentImport id="imp-1" onLibraryChange={onLibraryChange} />, {
    path: '/settings',
    routes: ['/article/:id'],
  });
}

const report = () => screen.getByRole('list', { name: 'Import report' });
const lines = () => within(report()).getAllByRole('listitem');
const chip = (name: RegExp) => screen.getByRole('button', { name });
const detailUrls = () =>
  api.calls.filter((c) => c.route === 'GET /api/imports/imp-1').map((c) => c.url);

describe('Settings › Import: the report', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    onLibraryChange.mockReset();
    served = {
      summary: fakeImport({
        status: 'done',
        finishedAt: '2026-03-05T14:05:00.000Z',
        counts: {
          total: 6,
          added: 4,
          duplicates: 1,
          invalid: 1,
          fetched: 2,
          failed: 1,
          pending: 1,
        },
      }),
      items: ITEMS,
    };
    serveImport(api, served);
  });

  it('lists every entry with where it was, what it is and what became of it', async () => {
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    const texts = lines().map((line) => line.textContent);
    expect(texts).toHaveLength(6);
    expect(texts[0]).toMatch(/^line 2The Quiet Craft of Bookbinding.*Added$/);
    // No title: the address stands in.
    expect(texts[1]).toContain('https://example.com/untitled');
    expect(texts[2]).toContain('Duplicate');
    expect(texts[2]).toContain(IMPORT_MESSAGES.duplicateInFile);
    expect(texts[3]).toMatch(/^line 5Not a linknotaurl.*Invalid$/);
    expect(texts[4]).toContain('Content failed');
    expect(texts[5]).toContain('Fetching content…');
    // An added article opens in the reader; the duplicate and the invalid entry are text.
    expect(
      within(lines()[0]!).getByRole('link', { name: 'The Quiet Craft of Bookbinding' }),
    ).toBeTruthy();
    expect(within(lines()[2]!).queryByRole('link')).toBeNull();
    expect(within(lines()[3]!).queryByRole('link')).toBeNull();
    expect(detailUrls()[0]?.searchParams.get('filter')).toBe('all');
  });

  it('filters: All, Added, Duplicates and Failed, each with its count', async () => {
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    const group = screen.getByRole('group', { name: 'Show' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All6', 'Added4', 'Duplicates1', 'Failed2']);
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(chip(/^Failed/));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(chip(/^Failed/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('false');
    expect(lines()[0]?.textContent).toContain('line 5');
    expect(lines()[1]?.textContent).toContain('line 6');
    expect(detailUrls().at(-1)?.searchParams.get('filter')).toBe('failed');

    await userEvent.click(chip(/^Duplicates/));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]?.textContent).toContain('Night Trains');

    await userEvent.click(chip(/^Added/));
    await waitFor(() => expect(lines()).toHaveLength(4));
    // The counts stay on screen while the filter changes.
    expect(screen.getByText('Import finished')).toBeTruthy();
  });

  it('says when a filter has nothing', async () => {
    served.items = ITEMS.filter((item) => item.outcome !== 'duplicate');
    served.summary = { ...served.summary, counts: { ...served.summary.counts, duplicates: 0 } };
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    await userEvent.click(chip(/^Duplicates/));
    expect(
      await screen.findByText('No duplicates: every entry was new to your library.'),
    ).toBeTruthy();
  });

  it('loads more with the server’s cursor', async () => {
    served.items = Array.from({ length: 130 }, (_, i) => fakeItem(i + 2));
    served.summary = fakeImport({
      status: 'done',
      counts: { total: 130, added: 130, fetched: 130 },
    });
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    expect(lines()).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(lines()).toHaveLength(130));
    expect(detailUrls().at(-1)?.searchParams.get('cursor')).toBe('99');
    expect(lines()[129]?.textContent).toContain('line 131');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers the failures as CSV only when something failed', async () => {
    const view = renderReport();
    const link = await screen.findByRole('link', { name: 'Download failures (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/imports/imp-1/failures.csv');
    expect(link.hasAttribute('download')).toBe(true);
    view.unmount();

    served.items = [fakeItem(2)];
    served.summary = fakeImport({ status: 'done', counts: { total: 1, added: 1, fetched: 1 } });
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    expect(screen.queryByRole('link', { name: 'Download failures (CSV)' })).toBeNull();
  });

  it('retries an item whose content failed, and follows it again', async () => {
    api.on('POST /api/articles/a6/content/retry', () => {
      served.items = served.items.map((item) =>
        item.id === 'item-6' ? { ...item, contentState: 'pending', message: null } : item,
      );
      served.summary = {
        ...served.summary,
        status: 'fetching',
        finishedAt: null,
        counts: { ...served.summary.counts, failed: 0, pending: 2 },
      };
      return { status: 204 };
    });
    renderReport();
    await screen.findByRole('list', { name: 'Import report' });
    // Only the failed one has Retry.
    const retries = screen.getAllByRole('button', { name: /^Retry/ });
    expect(retries).toHaveLength(1);
    expect(retries[0]?.textContent).toBe('Retry “A Report”');

    await userEvent.click(retries[0]!);
    await waitFor(() => expect(lines()[4]?.textContent).toContain('Fetching content…'));
    expect(screen.getByText('Fetching article content…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(api.calls.find((c) => c.route === 'POST /api/articles/a6/content/retry')?.body).toEqual(
      {},
    );
    expect(onLibraryChange).toHaveBeenCalled();
  });

  it('says so when a retry is refused', async () => {
    api.on('POST /api/articles/a6/content/retry', () => ({
      status: 404,
      body: { error: { message: 'Article not found or unauthorized', code: 'NOT_FOUND' } },
    }));
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Article not found or unauthorized',
    );
  });

  it('says when the import cannot be loaded, and tries again', async () => {
    api.on('GET /api/imports/imp-1', () => ({
      status: 404,
      body: { error: { message: IMPORT_MESSAGES.notFound, code: 'NOT_FOUND' } },
    }));
    renderReport();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(IMPORT_MESSAGES.notFound);
    serveImport(api, served);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Import report' })).toBeTruthy();
  });
});
