import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_CONFIRMATION } from '@/shared/account/account-schemas';
import { DeleteAccountPanel } from '@/web/features/settings/components/delete-account-panel';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';

const LABEL = 'Type DELETE MY ACCOUNT to confirm';
let api: FakeApi;

const confirmButton = () =>
  screen.getByRole('button', { name: 'Delete My Account' }) as HTMLButtonElement;

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByLabelText(LABEL);
}

describe('Settings › Delete Account (spec §4, §5)', () => {
  beforeEach(() => {
    api = installFakeApi();
    api.on('DELETE /api/me', () => ({ status: 204 }));
  });

  it('reveals the panel, which explains what goes and asks for the phrase', async () => {
    render(<DeleteAccountPanel onDeleted={vi.fn()} />);
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    const input = await openPanel();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    const explanation = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(explanation?.textContent).toMatch(/saved articles.*cannot be undone/s);
    expect(document.activeElement).toBe(explanation);
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });

  it('keeps Delete My Account disabled until the phrase is typed exactly', async () => {
    render(<DeleteAccountPanel onDeleted={vi.fn()} />);
    const input = await openPanel();
    expect(confirmButton().disabled).toBe(true);
    for (const near of [
      'delete my account',
      'DELETE MY ACCOUNT ',
      ' DELETE MY ACCOUNT',
      'DELETE',
    ]) {
      await userEvent.clear(input);
      await userEvent.type(input, near);
      expect(confirmButton().disabled).toBe(true);
    }
    await userEvent.clear(input);
    await userEvent.type(input, DELETE_CONFIRMATION);
    expect(confirmButton().disabled).toBe(false);
    // Enter in a near-miss does nothing either.
    await userEvent.type(input, 'X{Enter}');
    expect(api.calls.some((c) => c.route === 'DELETE /api/me')).toBe(false);
  });

  it('Cancel hides the panel and clears the phrase', async () => {
    render(<DeleteAccountPanel onDeleted={vi.fn()} />);
    await userEvent.type(await openPanel(), DELETE_CONFIRMATION);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    expect(document.activeElement).toBe(opener);
    expect(((await openPanel()) as HTMLInputElement).value).toBe('');
    expect(confirmButton().disabled).toBe(true);
  });

  it('deletes with the phrase, then hands over to the page', async () => {
    const onDeleted = vi.fn();
    render(<DeleteAccountPanel onDeleted={onDeleted} />);
    await userEvent.type(await openPanel(), DELETE_CONFIRMATION);
    await userEvent.click(confirmButton());
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.route === 'DELETE /api/me')?.body).toEqual({
      confirmation: DELETE_CONFIRMATION,
    });
  });

  it('shows the server’s refusal and stays on the page', async () => {
    api.on('DELETE /api/me', () => ({
      status: 400,
      body: { error: { message: 'Please type "DELETE MY ACCOUNT" to confirm', code: 'X' } },
    }));
    const onDeleted = vi.fn();
    render(<DeleteAccountPanel onDeleted={onDeleted} />);
    await userEvent.type(await openPanel(), `${DELETE_CONFIRMATION}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please type "DELETE MY ACCOUNT" to confirm',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    expect(confirmButton().disabled).toBe(false);
  });
});
