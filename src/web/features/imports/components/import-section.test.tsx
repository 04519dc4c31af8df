import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_POLL_MS } from '@/web/features/imports/api/import-keys';
import { ImportSection } from '@/web/features/imports/components/import-section';
import {
  fakeImport,
  fakeItem,
  serveImport,
  type ServedImport,
} from '@/web/features/imports/testing/fake-imports';
import type { ImportSummary } from '@/shared/imports/import-schemas';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const onLibraryChanged = vi.fn();

function renderSection() {
  return renderWithRouter(<ImportSection onLibraryChanged={onLibraryChanged} />, {
    path: '/settings',
    routes: ['/article/:id'],
  });
}

function listImports(items: ImportSummary[]) {
  api.on('GET /api/imports', () => ({ status: 200, body: { items } }));
}

const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });
const count = (label: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};
const detailCalls = (id = 'imp-1') =>
  api.calls.filter((c) => c.route === `GET /api/imports/${id}`).length;

describe('Settings › Import', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    onLibraryChanged.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('explains itself and where each app keeps its export, and has no imports yet', async () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Import' });
    expect(section.textContent).toContain(
      'Bring your library from Pocket, Instapaper, Omnivore and others. Tags, saved dates and archive state come along.',
    );
    expect(await screen.findByText(/No imports yet/)).toBeTruthy();
    const guide = screen.getByText('Where to find your export').closest('details');
    if (!guide) throw new Error('no disclosure');
    expect(guide.open).toBe(false);
    await userEvent.click(screen.getByText('Where to find your export'));
    expect(guide.open).toBe(true);
    const apps = within(guide)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(apps).toEqual([
      'Pocket',
      'Instapaper',
      'Omnivore',
      'Wallabag',
      'Readwise Reader',
      'Raindrop.io',
      'Browsers, Karakeep, Linkwarden, Pinboard',
      'Canyon',
    ]);
    expect(within(guide).getByText(/Settings → Export → Download \.CSV file/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the newest import after a reload, follows it to the end, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = fakeImport({
      status: 'fetching',
      counts: { total: 7, added: 5, duplicates: 1, invalid: 1, fetched: 2, pending: 3 },
    });
    const served: ServedImport = { summary: running, items: [fakeItem(2)] };
    listImports([running]);
    serveImport(api, served);
    renderSection();

    expect(await screen.findByText('Fetching article content…')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    expect(bar().getAttribute('aria-valuetext')).toBe('40%: 2 of 5 articles processed');
    expect(count('Added')).toBe('5');
    expect(count('Already in your library')).toBe('1');
    expect(count('Invalid')).toBe('1');
    expect(count('Content fetched')).toBe('2');
    expect(count('Content failed')).toBe('0');
    expect(count('Still fetching')).toBe('3');
    // Another import cannot start meanwhile.
    expect(screen.getByText(/An import is running/)).toBeTruthy();

    served.summary = fakeImport({
      status: 'fetching',
      counts: { total: 7, added: 5, duplicates: 1, invalid: 1, fetched: 3, failed: 1, pending: 1 },
    });
    await act(async () => vi.advanceTimersByTime(IMPORT_POLL_MS));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('80'));
    expect(count('Content failed')).toBe('1');

    const done = fakeImport({
      status: 'done',
      finishedAt: '2026-03-05T14:05:00.000Z',
      counts: { total: 7, added: 5, duplicates: 1, invalid: 1, fetched: 4, failed: 1 },
    });
    served.summary = done;
    listImports([done]);
    await act(async () => vi.advanceTimersByTime(IMPORT_POLL_MS));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/^Finished /)).toBeTruthy();
    // The list is asked again when the import ends, so a new one can start.
    await waitFor(() => expect(screen.getByText('No file chosen yet.')).toBeTruthy());
    expect(onLibraryChanged).toHaveBeenCalled();

    const asked = detailCalls();
    await act(async () => vi.advanceTimersByTime(IMPORT_POLL_MS * 4));
    expect(detailCalls()).toBe(asked);
  });

  it('shows entries read while reading, with no end known yet', async () => {
    const reading = fakeImport({ status: 'reading', counts: { total: 1234, added: 1200 } });
    listImports([reading]);
    serveImport(api, { summary: reading, items: [] });
    renderSection();
    expect(await screen.findByText('Reading your file…')).toBeTruthy();
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    expect(bar().getAttribute('aria-valuetext')).toBe('1,234 entries read so far');
    expect(screen.getByText('1,234 entries read so far')).toBeTruthy();
    expect(screen.getByText('pocket-export.csv')).toBeTruthy();
    expect(screen.getByText(/Pocket \(CSV\) · 12\.4 KB/)).toBeTruthy();
  });

  it('says why an import stopped', async () => {
    const stopped = fakeImport({
      status: 'failed',
      finishedAt: '2026-03-05T14:04:00.000Z',
      error: 'The zip file is damaged (reading stopped after 500 entries; those are imported)',
      counts: { total: 500, added: 500, fetched: 500 },
    });
    listImports([stopped]);
    serveImport(api, { summary: stopped, items: [] });
    renderSection();
    expect(await screen.findByText('Import stopped')).toBeTruthy();
    expect(screen.getByText(/The zip file is damaged/)).toBeTruthy();
    expect(screen.getByText(/^Stopped /)).toBeTruthy();
    // Its entries were read and their content fetched, so a new import can start.
    expect(screen.getByText('No file chosen yet.')).toBeTruthy();
  });

  it('keeps the last progress on screen, and says so, when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = fakeImport({ status: 'fetching', counts: { total: 4, added: 4, pending: 4 } });
    listImports([running]);
    serveImport(api, { summary: running, items: [] });
    renderSection();
    expect(await screen.findByText('Fetching article content…')).toBeTruthy();

    api.on('GET /api/imports/imp-1', () => Promise.reject(new TypeError('Failed to fetch')));
    // The query tries three times (two retries, a second or more apart) before it gives up.
    for (let i = 0; i < 4; i += 1)
      await act(async () => vi.advanceTimersByTime(IMPORT_POLL_MS * 3));
    expect(
      await screen.findByText(/Canyon cannot reach the server right now/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Fetching article content…')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
  });

  it('starts an import from a file and shows its progress at once', async () => {
    const started = fakeImport({ id: 'imp-2', status: 'reading' });
    let imports: ImportSummary[] = [];
    api.on('GET /api/imports', () => ({ status: 200, body: { items: imports } }));
    api.on('POST /api/imports', () => {
      imports = [started];
      return { status: 202, body: { id: 'imp-2' } };
    });
    serveImport(api, { summary: started, items: [] });
    renderSection();
    await screen.findByText(/No imports yet/);
    await userEvent.upload(
      screen.getByLabelText('Choose an export file'),
      new File(['title,url'], 'pocket-export.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Reading your file…')).toBeTruthy();
    expect(screen.queryByText(/No imports yet/)).toBeNull();
  });

  it('lists earlier imports, and shows the one chosen', async () => {
    const newest = fakeImport({
      id: 'imp-2',
      status: 'done',
      fileName: 'instapaper.csv',
      formatName: 'Instapaper',
      counts: { total: 3, added: 3, fetched: 3 },
    });
    const older = fakeImport({
      id: 'imp-1',
      status: 'done',
      fileName: 'bookmarks.html',
      formatName: 'Bookmarks (HTML)',
      counts: { total: 9, added: 6, duplicates: 2, invalid: 1, fetched: 6 },
    });
    listImports([newest, older]);
    serveImport(api, { summary: newest, items: [fakeItem(2)] });
    serveImport(api, { summary: older, items: [fakeItem(5, { title: 'From the bookmarks' })] });
    renderSection();

    await screen.findByRole('link', { name: 'Article 2' });
    const history = screen.getByRole('heading', { name: 'Your imports' }).parentElement!;
    const rows = within(history).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.textContent).toContain('bookmarks.html');
    expect(rows[1]?.textContent).toContain('Bookmarks (HTML)');
    expect(rows[1]?.textContent).toContain('6 added · 2 duplicates · 1 failed');

    await userEvent.click(rows[1]!);
    expect(await screen.findByRole('link', { name: 'From the bookmarks' })).toBeTruthy();
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.hasAttribute('aria-current')).toBe(false);
    expect(count('Added')).toBe('6');
  });

  it('says when the imports cannot be loaded, and tries again', async () => {
    let fail = true;
    api.on('GET /api/imports', () =>
      fail
        ? { status: 403, body: { error: { message: 'no', code: 'FORBIDDEN' } } }
        : { status: 200, body: { items: [] } },
    );
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your imports could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No imports yet/)).toBeTruthy();
  });
});
