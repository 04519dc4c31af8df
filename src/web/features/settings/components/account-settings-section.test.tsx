import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@/shared/auth/user-record';
import { AccountSettingsSection } from '@/web/features/settings/components/account-settings-section';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

/** Renders the section the way the page does: it shows whatever record it was last given. */
function renderSection(initial: UserRecord) {
  const onUpdated = vi.fn();
  function Harness() {
    const [user, setUser] = useState(initial);
    return (
      <AccountSettingsSection
        user={user}
        onUpdated={(record) => {
          onUpdated(record);
          setUser(record);
        }}
      />
    );
  }
  renderWithRouter(<Harness />, { path: '/settings' });
  return { onUpdated, section: () => screen.getByRole('region', { name: 'Account Settings' }) };
}

function fact(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('Settings › Account Settings', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
    api.on('PATCH /api/me', ({ body }) => ({
      status: 200,
      body: fakeUser({ displayName: String(body.name) || null }),
    }));
  });

  it('shows the email and the display name, or "Not set"', () => {
    const { section } = renderSection(fakeUser({ displayName: null }));
    expect(fact(section(), 'Email')).toBe('ada@example.com');
    expect(fact(section(), 'Display Name')).toBe('Not set');
  });

  it('edits the name: Edit, type, Enter saves it through PATCH /api/me', async () => {
    const { section, onUpdated } = renderSection(fakeUser({ displayName: null }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    const field = within(section()).getByLabelText('Display Name');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'Grace Hopper{Enter}');

    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(api.calls.find((c) => c.route === 'PATCH /api/me')?.body).toEqual({
      name: 'Grace Hopper',
    });
    expect(within(section()).queryByLabelText('Display Name')).toBeNull();
    expect(fact(section(), 'Display Name')).toBe('Grace Hopper');
    // Focus goes back to Edit, not to the page.
    expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Edit' }));
  });

  it('Save saves too, and Cancel or Escape leave the name as it was', async () => {
    const { section } = renderSection(fakeUser({ displayName: 'Ada Lovelace' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    const field = within(section()).getByLabelText('Display Name');
    expect((field as HTMLInputElement).value).toBe('Ada Lovelace');
    await userEvent.clear(field);
    await userEvent.type(field, 'Someone else{Escape}');
    expect(fact(section(), 'Display Name')).toBe('Ada Lovelace');

    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(section()).getByLabelText('Display Name'), 'x');
    await userEvent.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(fact(section(), 'Display Name')).toBe('Ada Lovelace');
    expect(api.calls.some((c) => c.route === 'PATCH /api/me')).toBe(false);

    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(section()).getByLabelText('Display Name'), ' King');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fact(section(), 'Display Name')).toBe('Ada Lovelace King'));
  });

  it('shows the server’s refusal under the field and keeps it open', async () => {
    api.on('PATCH /api/me', () => ({
      status: 422,
      body: { error: { message: 'Display name must be at most 100 characters', code: 'X' } },
    }));
    const { section } = renderSection(fakeUser());
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(section()).getByLabelText('Display Name'), '!{Enter}');
    expect(
      await within(section()).findByText('Display name must be at most 100 characters'),
    ).toBeTruthy();
    const field = within(section()).getByLabelText('Display Name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a failed save failed, in general words, on a server error', async () => {
    api.on('PATCH /api/me', () => ({ status: 500, body: { error: { message: 'boom' } } }));
    const { section } = renderSection(fakeUser());
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(section()).getByLabelText('Display Name'), '{Enter}');
    expect(
      await within(section()).findByText('Your name could not be saved. Please try again.'),
    ).toBeTruthy();
  });

  it('checks the length before asking the server', async () => {
    const { section } = renderSection(fakeUser({ displayName: null }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Edit' }));
    const field = within(section()).getByLabelText('Display Name');
    // The field stops typing at 100; a pasted longer value is still caught.
    field.removeAttribute('maxlength');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(101));
    await userEvent.keyboard('{Enter}');
    expect(within(section()).getByText('Display name must be at most 100 characters')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'PATCH /api/me')).toBe(false);
  });
});
