import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES } from '@/shared/imports/import-schemas';
import { ImportDropZone } from '@/web/features/imports/components/import-drop-zone';
import { NETWORK_ERROR_MESSAGE } from '@/web/lib/api-client';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const onStarted = vi.fn();

const exportFile = (size = 2048) =>
  new File(['x'.repeat(size)], 'pocket-export.csv', { type: 'text/csv' });

function renderZone({ running = false } = {}) {
  return renderWithRouter(<ImportDropZone running={running} onStarted={onStarted} />, {
    path: '/settings',
  });
}

const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
const fileInput = () => screen.getByLabelText('Choose an export file') as HTMLInputElement;
const uploads = () => api.calls.filter((c) => c.route === 'POST /api/imports');

function refuse(status: number, code: string, message: string) {
  api.on('POST /api/imports', () => ({ status, body: { error: { message, code } } }));
}

describe('Settings › Import: the drop zone', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    api.on('POST /api/imports', () => ({ status: 202, body: { id: 'imp-9' } }));
    onStarted.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a real file field, named, and Import waits for a file', () => {
    renderZone();
    const input = fileInput();
    expect(input.type).toBe('file');
    expect(input.closest('label')).toBeTruthy();
    expect(input.accept).toContain('.csv');
    expect(screen.getByText('No file chosen yet.')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it('shows the chosen file with its size, uploads it as multipart form data, and is done', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('POST /api/imports', () => gate.then(() => ({ status: 202, body: { id: 'imp-9' } })));
    renderZone();
    await userEvent.upload(fileInput(), exportFile(12_700));
    expect(screen.getByText('pocket-export.csv')).toBeTruthy();
    expect(screen.getByText(/12\.4 KB/)).toBeTruthy();

    await userEvent.click(importButton());
    const busy = await screen.findByRole('button', { name: 'Uploading…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fileInput().disabled).toBe(true);

    const [call] = uploads();
    const body = call?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('pocket-export.csv');
    expect(call?.init.credentials).toBe('same-origin');
    // The browser writes the multipart type with its boundary; a hand-set one would break it.
    expect(new Headers(call?.init.headers).get('Content-Type')).toBeNull();

    await act(async () => release());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('imp-9'));
    expect(screen.getByText('No file chosen yet.')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it('takes a dropped file, highlighting while one is dragged over', async () => {
    renderZone();
    const zone = fileInput().closest('label') as HTMLLabelElement;
    const file = exportFile(300);
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone.dataset.dragging).toBe('true');
    expect(screen.getByText('Let go to choose this file.')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer });
    expect(zone.dataset.dragging).toBeUndefined();
    expect(screen.getByText('pocket-export.csv')).toBeTruthy();
    expect(screen.getByText(/300 bytes/)).toBeTruthy();
    await userEvent.click(importButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('imp-9'));
  });

  it('ignores something dragged over that is not a file', () => {
    renderZone();
    const zone = fileInput().closest('label') as HTMLLabelElement;
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone.dataset.dragging).toBeUndefined();
  });

  it.each([
    [409, 'CONFLICT', IMPORT_MESSAGES.running],
    [413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge(200)],
    [
      415,
      'UNSUPPORTED_CONTENT',
      'Canyon does not recognise this file. It reads exports of Pocket, Instapaper, Omnivore, …',
    ],
  ])('shows the server’s words for a %i', async (status, code, message) => {
    refuse(status, code, message);
    renderZone();
    await userEvent.upload(fileInput(), exportFile());
    await userEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onStarted).not.toHaveBeenCalled();
    // The file stays chosen, so another try is one click; choosing again clears the message.
    expect(screen.getByText('pocket-export.csv')).toBeTruthy();
    expect(importButton().disabled).toBe(false);
    await userEvent.upload(fileInput(), exportFile());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the connection fails, and in plain words when the server does', async () => {
    api.on('POST /api/imports', () => Promise.reject(new TypeError('Failed to fetch')));
    renderZone();
    await userEvent.upload(fileInput(), exportFile());
    await userEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);

    refuse(500, 'INTERNAL', 'SQLITE_BUSY: database is locked');
    await userEvent.click(importButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The file could not be imported. Please try again.',
      ),
    );
  });

  it('waits while another import runs', async () => {
    renderZone({ running: true });
    expect(
      screen.getByText('An import is running. You can start another when it has finished.'),
    ).toBeTruthy();
    await userEvent.upload(fileInput(), exportFile());
    expect(importButton().disabled).toBe(true);
  });
});
