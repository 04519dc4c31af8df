import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiTokensSection } from '@/web/features/account/components/api-tokens-section';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const HOUR = 60 * 60 * 1000;

function renderSection() {
  return renderWithRouter(<ApiTokensSection />, { path: '/settings' });
}

describe('Settings › API tokens', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
    api.on('POST /api/tokens', ({ body }) => {
      const token = {
        id: `t${api.tokens.length + 1}`,
        name: String(body.name),
        createdAt: new Date().toISOString(),
      };
      api.tokens = [{ ...token, lastUsedAt: null }, ...api.tokens];
      return { status: 201, body: { ...token, token: `cyn_${token.id}_secretvalue` } };
    });
    api.on('DELETE /api/tokens/t1', () => {
      api.tokens = api.tokens.filter((t) => t.id !== 't1');
      return { status: 204 };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists tokens with their name, creation date and last use', async () => {
    api.tokens = [
      {
        id: 't2',
        name: 'Shortcut',
        createdAt: '2026-03-05T12:00:00.000Z',
        lastUsedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      },
      { id: 't1', name: 'Backup script', createdAt: '2026-01-10T12:00:00.000Z', lastUsedAt: null },
    ];
    renderSection();
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Shortcut');
    expect(rows[0]?.textContent).toContain('Created Mar 5, 2026');
    expect(rows[0]?.textContent).toContain('Last used 3h ago');
    expect(rows[1]?.textContent).toContain('Backup script');
    expect(rows[1]?.textContent).toContain('Never used');
  });

  it('says when there are none yet', async () => {
    renderSection();
    expect(await screen.findByText(/No tokens yet/)).toBeTruthy();
  });

  it('needs a name before creating', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'POST /api/tokens')).toBe(false);
  });

  it('shows a new token once, with a copy button and the warning, until Done', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Token name'), 'Reading shortcut');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const heading = await screen.findByRole('heading', {
      name: 'Token “Reading shortcut” created',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/You won’t see it again/)).toBeTruthy();
    const field = screen.getByRole('textbox', {
      name: 'Token “Reading shortcut”',
    }) as HTMLInputElement;
    expect(field.value).toBe('cyn_t1_secretvalue');
    expect(field.readOnly).toBe(true);
    expect(api.calls.find((c) => c.route === 'POST /api/tokens')?.body).toEqual({
      name: 'Reading shortcut',
    });
    // The name field is cleared for the next one.
    expect((screen.getByLabelText('Token name') as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('cyn_t1_secretvalue');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('cyn_t1_secretvalue')).toBeNull();
    expect(screen.queryByDisplayValue('cyn_t1_secretvalue')).toBeNull();
    expect(await screen.findByText('Reading shortcut')).toBeTruthy();
  });

  it('selects the token for a manual copy when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Token name'), 'CLI');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/copy it by hand/)).toBeTruthy();
  });

  it('revokes only after confirming, and Cancel keeps the token', async () => {
    api.tokens = [
      { id: 't1', name: 'Backup script', createdAt: '2026-01-10T12:00:00.000Z', lastUsedAt: null },
    ];
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke token “Backup script”' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Backup script”?' });
    expect(dialog.textContent).toContain('stops working immediately');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.route.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke token “Backup script”' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/No tokens yet/)).toBeTruthy();
    const revoke = api.calls.find((c) => c.route === 'DELETE /api/tokens/t1');
    expect(revoke?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('keeps the dialog open with a message when revoking fails', async () => {
    api.tokens = [
      { id: 't9', name: 'Old', createdAt: '2026-01-10T12:00:00.000Z', lastUsedAt: null },
    ];
    api.on('DELETE /api/tokens/t9', () => ({
      status: 500,
      body: { error: { message: 'x', code: 'INTERNAL' } },
    }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke token “Old”' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(
      await screen.findByText('The token could not be revoked. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.on('GET /api/tokens', () => ({
      status: 403,
      body: { error: { message: 'x', code: 'FORBIDDEN' } },
    }));
    renderSection();
    expect(await screen.findByText('Your tokens could not be loaded.')).toBeTruthy();
    api.on('GET /api/tokens', () => ({ status: 200, body: { items: [] } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No tokens yet/)).toBeTruthy();
  });
});
