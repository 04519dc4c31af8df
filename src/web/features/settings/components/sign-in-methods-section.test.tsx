import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignInMethodsSection } from '@/web/features/settings/components/sign-in-methods-section';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

function renderSection(providerNames: Record<string, string> = {}) {
  renderWithRouter(
    <SignInMethodsSection userId="user-1" email="ada@example.com" providerNames={providerNames} />,
    { path: '/settings' },
  );
  return screen.getByRole('region', { name: 'Sign-in Methods' });
}

describe('Settings › Sign-in Methods', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
  });

  it('names each linked method, single sign-on by the name this server gives it', async () => {
    api.on('GET /api/auth/list-accounts', () => ({
      status: 200,
      body: [
        { id: 'a1', providerId: 'credential', accountId: 'user-1', scopes: [] },
        { id: 'a2', providerId: 'github', accountId: '42', scopes: [] },
        { id: 'a3', providerId: 'oidc', accountId: 'x', scopes: [] },
      ],
    }));
    const section = renderSection({ oidc: 'Company login' });
    const list = await within(section).findByRole('list', { name: 'Linked sign-in methods' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email and passwordada@example.com', 'GitHub', 'Company login']);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    api.on('GET /api/auth/list-accounts', () => ({ status: 400, body: { message: 'nope' } }));
    const section = renderSection();
    const alert = await within(section).findByRole('alert');
    api.on('GET /api/auth/list-accounts', () => ({
      status: 200,
      body: [{ providerId: 'google' }],
    }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Google')).toBeTruthy();
  });
});
