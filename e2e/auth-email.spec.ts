// Email and password sign-in as a reader does it (PRODUCT-SPEC §2 "Sign-in page", "Route
// guards"; SECURITY.md §26), with real mail caught by the local SMTP server.
import {
  CONFIRM_SUBJECT,
  PASSWORD,
  RESET_SUBJECT,
  signedInAccount,
  signInOnPage,
  signUpByApi,
  skipOnboarding,
  uniqueEmail,
} from './support/accounts';
import { linkIn, waitForMail } from './support/mail-capture';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';

/** The browser logs the refused sign-ins these tests provoke on purpose. */
const refusedSignIn = /status of 40[13] .*\/api\/auth\/sign-in\/email/;

test('signing up with email and password, then following the mailed link, lands on /dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await skipOnboarding(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel(/Display name/).fill('Grace Hopper');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Not signed in yet: the address is unconfirmed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');

  const mail = await waitForMail(email, CONFIRM_SUBJECT, { since });
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL('/dashboard');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
});

test('Sign Out ends the session and goes to /auth', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/settings');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in to Canyon' })).toBeVisible();

  // The session is gone on the server too.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL('/auth');
});

test('a visitor opening /settings signs in and is back on /settings', async ({ page }) => {
  const account = await signedInAccount(page);
  await page.context().clearCookies();

  await page.goto('/settings');
  await expect(page).toHaveURL('/auth');
  await signInOnPage(page, account);
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the library messages show before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page.getByText('Enter your email address to continue', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText("That email address isn't correct", { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill('letters');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Strong passwords have at least 6 characters and a mix of letters and numbers',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('signing up with a taken address looks like any sign-up and signs nobody in (SECURITY.md §26)', async ({
  page,
}) => {
  const account = await signedInAccount(page, { name: 'Owner' });
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill('another42');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await waitForMail(account.email, /already have a canyon account/i);
});

test.describe('refused sign-ins', () => {
  test.use({ expectedConsoleErrors: [refusedSignIn] });

  test('a wrong password and an unknown email get the same message, naming neither', async ({
    page,
  }) => {
    const account = await signedInAccount(page);
    await page.context().clearCookies();
    const message = "The email and password you entered don't match";

    await page.goto('/auth');
    await signInOnPage(page, { email: account.email, password: 'wrong-password-1' });
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/auth');

    await page.getByRole('button', { name: /Change/ }).click();
    await signInOnPage(page, { email: uniqueEmail('nobody'), password: 'any-password-1' });
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });

  test('forgot password: the mailed link sets a new password that then signs in', async ({
    page,
  }) => {
    const account = await signedInAccount(page);
    await page.context().clearCookies();
    const newPassword = 'new-reading-77';

    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(account.email, RESET_SUBJECT, { since });
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(
      page.getByText(
        'Strong passwords have at least 6 characters and a mix of letters and numbers',
      ),
    ).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    // The link works once.
    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { name: 'This link can’t be used' })).toBeVisible();

    await page.goto('/auth');
    await signInOnPage(page, { email: account.email, password: account.password });
    await expect(page.getByText("The email and password you entered don't match")).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('an unconfirmed account cannot sign in; the page says why and mails a new link', async ({
    page,
  }) => {
    const account = await signUpByApi(page);
    await page.goto('/auth');
    const since = Date.now() - 1000;
    await signInOnPage(page, account);
    await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');
    const mail = await waitForMail(account.email, CONFIRM_SUBJECT, { since });
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL('/dashboard');
  });
});

test('the session cookie is HttpOnly and SameSite=Lax, out of reach of page scripts (SECURITY.md §28)', async ({
  page,
  context,
}) => {
  await signedInAccount(page);
  await page.goto('/dashboard');
  const session = (await context.cookies()).find((cookie) => /session_token$/.test(cookie.name));
  expect(session, 'session cookie').toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  // Served over plain HTTP on loopback here; PUBLIC_URL https: makes it Secure.
  expect(session?.secure).toBe(false);
  expect(await page.evaluate('document.cookie')).not.toContain('session_token');
});

test.describe('a remembered page off this site is never followed (SECURITY.md §24)', () => {
  for (const next of ['//evil.com', '/\\evil.com', 'https:evil.com', 'javascript:alert(1)']) {
    test(`?next=${next} → /dashboard`, async ({ page }) => {
      const account = await signedInAccount(page);
      await page.context().clearCookies();
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await signInOnPage(page, account);
      await expect(page).toHaveURL('/dashboard');
    });
  }
});
