import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '@/web/features/auth/components/reset-password-page';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const RULE = 'Strong passwords have at least 6 characters and a mix of letters and numbers';
const EXPIRED = 'This link has expired or has already been used. Please request a new one.';

function renderPage(token: string | null, linkError: string | null = null) {
  return renderWithRouter(<ResetPasswordPage token={token} linkError={linkError} />, {
    path: '/auth/reset-password',
    routes: ['/auth'],
  });
}

describe('reset password page', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
  });

  it('sets the new password with the token, after checking the rule', async () => {
    api.on('POST /api/auth/reset-password', () => ({ status: 200, body: { status: true } }));
    renderPage('tok123');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(RULE)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New password'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(api.calls.find((c) => c.route === 'POST /api/auth/reset-password')?.body).toEqual({
      token: 'tok123',
      newPassword: 'short42',
    });
  });

  it('explains a link that was expired or used, from the URL or from the server', async () => {
    const { unmount } = renderPage(null, 'INVALID_TOKEN');
    expect(await screen.findByRole('heading', { name: 'This link can’t be used' })).toBeTruthy();
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    unmount();

    api.on('POST /api/auth/reset-password', () => ({
      status: 400,
      body: { error: { code: 'INVALID_TOKEN', message: 'invalid token' } },
    }));
    renderPage('old');
    await userEvent.type(await screen.findByLabelText('New password'), 'reading42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'This link can’t be used' })).toBeTruthy();
  });

  it('puts other failures in the banner', async () => {
    api.on('POST /api/auth/reset-password', () => ({
      status: 429,
      body: { error: { code: 'TOO_MANY_REQUESTS', message: 'x' } },
    }));
    renderPage('tok');
    await userEvent.type(await screen.findByLabelText('New password'), 'reading42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('Too many failed attempts. Please try again later.'),
    ).toBeTruthy();
  });
});
