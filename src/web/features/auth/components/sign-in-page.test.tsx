import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '@/web/features/auth/components/sign-in-page';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const RULE = 'Strong passwords have at least 6 characters and a mix of letters and numbers';
const WRONG = "The email and password you entered don't match";

let api: FakeApi;

function renderPage(rememberedPath = '/settings', initialError: string | null = null) {
  return renderWithRouter(
    <SignInPage rememberedPath={rememberedPath} initialError={initialError} />,
    { path: '/auth', routes: ['/terms', '/privacy'] },
  );
}

const user = () => userEvent.setup();
const banner = () => screen.getByRole('alert');

/** The sign-in popup's last page reporting back to this window. */
function popupReports(ok: boolean, error: string | null) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: { type: 'canyon:auth-popup', ok, error },
    }),
  );
}

/** Until the page has asked the server how it sends mail. */
async function waitForAppInfo() {
  await vi.waitFor(() => expect(api.calls.some((c) => c.route === 'GET /api/app-info')).toBe(true));
  await act(async () => {});
}

async function toPasswordStep(email = 'ada@example.com') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Welcome to Canyon' });
}

describe('sign-in page', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the brand header, the tagline, the widget and the terms and privacy notice', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Canyon' }),
    ).toBeTruthy();
    expect(screen.getByText('Save. Understand. Thrive.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Canyon home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    // The tagline is no heading: the page has exactly one h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows an error it arrived with in the banner, and lets the reader dismiss it', async () => {
    renderPage('/dashboard', 'Sign-in was cancelled.');
    expect(banner().textContent).toContain('Sign-in was cancelled.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(banner().textContent).toBe('');
  });

  describe('email step', () => {
    it('asks for an email, then a well-formed one, in the library’s words', async () => {
      renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const email = screen.getByLabelText('Email');
      expect(screen.getByText('Enter your email address to continue')).toBeTruthy();
      expect(email.getAttribute('aria-invalid')).toBe('true');
      await userEvent.type(email, 'ada@');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByText("That email address isn't correct")).toBeTruthy();
      expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
    });

    it('shows a button for each provider the server lists, and none otherwise', async () => {
      const { unmount } = renderPage();
      await screen.findByRole('heading', { name: 'Sign in to Canyon' });
      await act(() => Promise.resolve());
      expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
      unmount();

      api.signInMethods = {
        emailPassword: true,
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'oidc', name: 'Company SSO' },
        ],
      };
      renderPage();
      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continue with Company SSO' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull();
    });

    it('says so when the sign-in methods cannot be loaded', async () => {
      api.on('GET /api/sign-in-methods', () => ({ status: 404, body: {} }));
      renderPage();
      await vi.waitFor(() =>
        expect(banner().textContent).toBe(
          'Failed to initialize authentication. Please refresh the page and try again.',
        ),
      );
    });
  });

  describe('password step', () => {
    it('offers Sign in, Create account and Forgot password for any address', async () => {
      renderPage();
      await toPasswordStep('someone@example.com');
      expect(screen.getByText('someone@example.com')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
      // Nothing was asked about the address on the way.
      expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
    });

    it('asks for the password before sending', async () => {
      renderPage();
      await toPasswordStep();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(screen.getByText('Enter your password')).toBeTruthy();
    });

    it('shows one message for a wrong password or an unknown email, under the field', async () => {
      api.on('POST /api/auth/sign-in/email', () => ({
        status: 401,
        body: {
          error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        },
      }));
      renderPage();
      await toPasswordStep();
      await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText(WRONG)).toBeTruthy();
      expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
      expect(banner().textContent).toBe('');
    });

    it.each([
      [
        429,
        { error: { code: 'TOO_MANY_REQUESTS', message: 'x' } },
        'Too many failed attempts. Please try again later.',
      ],
      [
        403,
        { error: { code: 'EMAIL_NOT_VERIFIED', message: 'x' } },
        'Please confirm your email address first. We have sent you a new confirmation link.',
      ],
      [
        500,
        { error: { code: 'INTERNAL', message: 'boom' } },
        'Authentication failed. Please try again.',
      ],
    ])('puts other failures (%i) in the banner', async (status, body, text) => {
      api.on('POST /api/auth/sign-in/email', () => ({ status, body }));
      renderPage();
      await toPasswordStep();
      await userEvent.type(screen.getByLabelText('Password'), 'reading42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() => expect(banner().textContent).toBe(text));
    });

    it('shows the network message when the server cannot be reached', async () => {
      renderPage();
      await toPasswordStep();
      api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await userEvent.type(screen.getByLabelText('Password'), 'reading42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() =>
        expect(banner().textContent).toBe(
          'Network error. Please check your connection and try again.',
        ),
      );
    });

    it('signs in with JSON from this page and then reads the session again', async () => {
      api.on('POST /api/auth/sign-in/email', () => {
        api.me = fakeUser();
        return { status: 200, body: { token: null, user: {} } };
      });
      const { queryClient } = renderPage('/settings');
      await toPasswordStep();
      await userEvent.type(screen.getByLabelText('Password'), 'reading42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(fakeUser()));

      const signIn = api.calls.find((c) => c.route === 'POST /api/auth/sign-in/email');
      expect(signIn?.body).toEqual({
        email: 'ada@example.com',
        password: 'reading42',
        callbackURL: '/auth?next=%2Fsettings',
        rememberMe: true,
      });
      expect(signIn?.init.credentials).toBe('same-origin');
      expect(signIn?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    });

    it('goes back to change the address', async () => {
      renderPage();
      await toPasswordStep();
      await userEvent.click(screen.getByRole('button', { name: /Change/ }));
      expect(screen.getByRole('heading', { name: 'Sign in to Canyon' })).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    });
  });

  describe('creating an account', () => {
    it('holds the password to the rule, then answers with a neutral "check your inbox"', async () => {
      api.on('POST /api/auth/sign-up/email', () => ({
        status: 200,
        body: { token: null, user: {} },
      }));
      renderPage('/settings');
      await toPasswordStep('new@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
      expect(screen.getByLabelText(/Display name/)).toBeTruthy();

      await userEvent.type(screen.getByLabelText('Password'), 'letters');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      const password = screen.getByLabelText('Password');
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(
        document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(RULE);

      await userEvent.type(password, '42');
      await userEvent.type(screen.getByLabelText(/Display name/), ' Ada ');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
      expect(screen.getByText('new@example.com')).toBeTruthy();

      const signUp = api.calls.find((c) => c.route === 'POST /api/auth/sign-up/email');
      expect(signUp?.body).toEqual({
        email: 'new@example.com',
        password: 'letters42',
        name: 'Ada',
        callbackURL: '/auth?next=%2Fsettings',
      });
      // Nobody is signed in by a sign-up.
      expect(api.calls.filter((c) => c.route === 'GET /api/me')).toEqual([]);
    });

    describe('on a server without mail', () => {
      function mailDelivery(delivery: 'smtp' | 'outbox') {
        api.on('GET /api/app-info', () => ({
          status: 200,
          body: {
            publicUrl: 'http://canyon.test',
            aiProvider: 'extractive',
            billingEnabled: false,
            operator: { name: null, email: null },
            mailDelivery: delivery,
          },
        }));
        api.on('POST /api/auth/sign-up/email', () => ({
          status: 200,
          body: { token: null, user: {} },
        }));
      }
      const OUTBOX =
        /no mail set up, so the confirmation link (will be|was) written to the server’s log and to the outbox folder/;

      it('says before and after sign-up that the link goes to the log and the outbox', async () => {
        mailDelivery('outbox');
        renderPage();
        await toPasswordStep('new@example.com');
        await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
        expect((await screen.findByText(OUTBOX)).textContent).toContain('will be written');
        expect(screen.queryByText(/We’ll email you/)).toBeNull();

        await userEvent.type(screen.getByLabelText('Password'), 'letters42');
        await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
        const heading = await screen.findByRole('heading', {
          name: 'Open your confirmation link',
        });
        expect(document.activeElement).toBe(heading);
        expect(screen.getByText(OUTBOX).textContent).toContain('was written');
        expect(screen.getByText('new@example.com')).toBeTruthy();
        expect(screen.queryByText(/spam folder/)).toBeNull();
        // Where the data directory is stays the operator's business.
        expect(document.body.textContent).not.toMatch(/\/data|DATA_DIR/);
      });

      it('says nothing of it when the server sends mail', async () => {
        mailDelivery('smtp');
        renderPage();
        await toPasswordStep('new@example.com');
        await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
        expect(await screen.findByText(/We’ll email you a link/)).toBeTruthy();
        await waitForAppInfo();
        expect(screen.queryByText(OUTBOX)).toBeNull();
        await userEvent.type(screen.getByLabelText('Password'), 'letters42');
        await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
        expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
        expect(screen.getByText(/spam folder/)).toBeTruthy();
        expect(screen.queryByText(OUTBOX)).toBeNull();
      });
    });

    it('shows the server’s password rule under the field', async () => {
      api.on('POST /api/auth/sign-up/email', () => ({
        status: 400,
        body: { error: { code: 'PASSWORD_TOO_LONG', message: 'x' } },
      }));
      renderPage();
      await toPasswordStep();
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await userEvent.type(screen.getByLabelText('Password'), 'reading42');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByText('Passwords are at most 128 characters')).toBeTruthy();
    });
  });

  it('sends a reset link and says so without revealing whether the account exists', async () => {
    api.on('POST /api/auth/request-password-reset', () => ({
      status: 200,
      body: { status: true },
    }));
    renderPage();
    await toPasswordStep('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If/).textContent).toContain('has a Canyon account');
    expect(
      api.calls.find((c) => c.route === 'POST /api/auth/request-password-reset')?.body,
    ).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
  });

  describe('signing in with a provider in a popup', () => {
    beforeEach(() => {
      api.signInMethods = { emailPassword: true, providers: [{ id: 'github', name: 'GitHub' }] };
      api.on('POST /api/auth/sign-in/social', () => ({
        status: 200,
        body: { url: 'https://github.example/authorize?state=x', redirect: false },
      }));
    });

    function fakePopup() {
      const popup = {
        closed: false,
        document: { title: '' },
        location: { replace: vi.fn() },
        focus: vi.fn(),
        close: vi.fn(() => {
          popup.closed = true;
        }),
      };
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      return popup;
    }

    it('shows the spec message when the popup is blocked', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      expect(banner().textContent).toBe('Pop-up was blocked. Please allow pop-ups and try again.');
      expect(api.calls.find((c) => c.route === 'POST /api/auth/sign-in/social')).toBeUndefined();
    });

    it('opens the provider in the popup, and reads the session when the popup reports success', async () => {
      const popup = fakePopup();
      const { queryClient } = renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      await vi.waitFor(() =>
        expect(popup.location.replace).toHaveBeenCalledWith(
          'https://github.example/authorize?state=x',
        ),
      );
      expect(api.calls.find((c) => c.route === 'POST /api/auth/sign-in/social')?.body).toEqual({
        provider: 'github',
        callbackURL: '/auth/popup-done',
        newUserCallbackURL: '/auth/popup-done',
        errorCallbackURL: '/auth/popup-done',
        disableRedirect: true,
      });
      expect(
        screen.getByRole('button', { name: 'Continue with GitHub' }).getAttribute('aria-busy'),
      ).toBe('true');

      api.me = fakeUser();
      popupReports(true, null);
      await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(fakeUser()));
      expect(banner().textContent).toBe('');
    });

    it('maps the code a failed popup reports to the spec text', async () => {
      fakePopup();
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      await vi.waitFor(() =>
        expect(api.calls.some((c) => c.route === 'POST /api/auth/sign-in/social')).toBe(true),
      );
      popupReports(false, 'account_not_linked');
      await vi.waitFor(() =>
        expect(banner().textContent).toBe(
          'Account merge conflict. Please try a different sign-in method.',
        ),
      );
    });

    it('says "Sign-in was cancelled." when the popup is closed without signing in', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const popup = fakePopup();
      renderPage();
      await user().click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
      popup.closed = true;
      await act(() => vi.advanceTimersByTimeAsync(4000));
      await vi.waitFor(() => expect(banner().textContent).toBe('Sign-in was cancelled.'));
      expect(within(screen.getByRole('list')).getByRole('button').hasAttribute('disabled')).toBe(
        false,
      );
    });

    /**
     * Opens the GitHub popup and lets it look closed for good: back on Canyon the popup is cut
     * off from this window while its last page is still loading.
     */
    async function popupLooksClosedForGood() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const popup = fakePopup();
      const rendered = renderPage();
      await user().click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
      popup.closed = true;
      await act(() => vi.advanceTimersByTimeAsync(4000));
      await vi.waitFor(() => expect(banner().textContent).toBe('Sign-in was cancelled.'));
      return rendered;
    }

    it('takes a report that comes after the popup looked closed for good', async () => {
      const { queryClient } = await popupLooksClosedForGood();

      api.me = fakeUser();
      popupReports(true, null);
      await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(fakeUser()));
      expect(banner().textContent).toBe('');
    });

    it('shows a failure the popup reports after it looked closed for good', async () => {
      await popupLooksClosedForGood();

      popupReports(false, 'account_not_linked');
      await vi.waitFor(() =>
        expect(banner().textContent).toBe(
          'Account merge conflict. Please try a different sign-in method.',
        ),
      );
    });

    it('closes the popup and explains when the provider cannot be reached', async () => {
      const popup = fakePopup();
      api.on('POST /api/auth/sign-in/social', () => ({
        status: 429,
        body: { error: { code: 'TOO_MANY_REQUESTS', message: 'x' } },
      }));
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
      await vi.waitFor(() =>
        expect(banner().textContent).toBe('Too many failed attempts. Please try again later.'),
      );
      expect(popup.close).toHaveBeenCalled();
    });
  });
});
