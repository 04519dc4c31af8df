import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/shared/account/account-schemas';
import { filenameFromDisposition } from '@/web/features/settings/api/export-data';
import { ExportDataPanel } from '@/web/features/settings/components/export-data-panel';
import { EXPORT_MESSAGE_MS } from '@/web/features/settings/hooks/use-export-data';

type Reply = { status: number; body: string; headers?: Record<string, string> };

let requests: string[];
let saved: Array<{ href: string; download: string }>;
let nextReply: () => Promise<Reply>;

function fileReply(body: string, filename: string): Promise<Reply> {
  return Promise.resolve({
    status: 200,
    body,
    headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}

describe('Settings › Export Data', () => {
  beforeEach(() => {
    requests = [];
    saved = [];
    nextReply = () => fileReply('{}', 'canyon-export-2026-11-25.json');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        requests.push(input);
        const { status, body, headers } = await nextReply();
        return new Response(body, { status, headers });
      }),
    );
    // jsdom has no object URLs and does not download; the link's click is what matters.
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // @ts-expect-error jsdom has none; the test added them.
    delete URL.createObjectURL;
    // @ts-expect-error as above
    delete URL.revokeObjectURL;
  });

  it('offers the three formats', () => {
    render(<ExportDataPanel />);
    for (const name of ['Export JSON', 'Export HTML bookmarks', 'Export CSV']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('downloads the file, says so for 3 seconds, then stops saying it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    nextReply = () =>
      gate.then(() =>
        fileReply('<!DOCTYPE NETSCAPE-Bookmark-file-1>', 'canyon-export-2026-11-25.html'),
      );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ExportDataPanel />);
    await user.click(screen.getByRole('button', { name: 'Export HTML bookmarks' }));

    const busy = await screen.findByRole('button', { name: 'Exporting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // One export at a time.
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () => release());

    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.exported);
    expect(requests).toEqual(['/api/export?format=html']);
    expect(saved).toEqual([{ href: 'blob:export', download: 'canyon-export-2026-11-25.html' }]);
    expect(screen.getByRole('button', { name: 'Export HTML bookmarks' })).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(EXPORT_MESSAGE_MS - 100));
    expect(screen.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.exported);
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('names the file by date when the server gives no name', async () => {
    nextReply = () => Promise.resolve({ status: 200, body: 'url,title' });
    render(<ExportDataPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(ACCOUNT_MESSAGES.exported);
    expect(saved[0]?.download).toMatch(/^canyon-export-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says "Failed to export data" when the server fails, and the buttons work again', async () => {
    nextReply = () =>
      Promise.resolve({ status: 500, body: '{"error":{"message":"boom","code":"INTERNAL"}}' });
    render(<ExportDataPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.exportFailed);
    expect(saved).toEqual([]);
    expect(screen.queryByText(ACCOUNT_MESSAGES.exported)).toBeNull();

    nextReply = () => fileReply('{}', 'canyon-export-2026-11-25.json');
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await screen.findByText(ACCOUNT_MESSAGES.exported);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Failed to export data" when the network fails', async () => {
    nextReply = () => Promise.reject(new TypeError('Failed to fetch'));
    render(<ExportDataPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.exportFailed);
  });
});

describe('filenameFromDisposition', () => {
  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.json"')).toBe('a b.json');
    expect(filenameFromDisposition('attachment; filename=a.csv')).toBe('a.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
