// Accounts for the browser tests: made through the real sign-up and confirmation mail, fast.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { databaseFile, E2E_BASE_URL } from './e2e-env';
import { linkIn, waitForMail } from './mail-capture';

/** Meets the sign-in library's rule: letters and numbers, at least 6. */
export const PASSWORD = 'reading42';

export const CONFIRM_SUBJECT = /confirm your email/i;
export const RESET_SUBJECT = /reset your canyon password/i;

/** An address no other test uses, so no two tests share an account or a rate-limit counter. */
export function uniqueEmail(label = 'reader'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.test`;
}

export type Account = { email: string; password: string; name: string };

/**
 * Signs up through the API, as the page would (same Origin, JSON), and returns the link from
 * the confirmation mail the local SMTP server caught. Opening that link signs the reader in.
 */
export async function signUpByApi(
  page: Page,
  { email = uniqueEmail(), password = PASSWORD, name = '' }: Partial<Account> = {},
): Promise<Account & { confirmLink: string }> {
  const since = Date.now() - 1000;
  const signUp = () =>
    page.request.post('/api/auth/sign-up/email', {
      data: { email, password, name, callbackURL: '/dashboard' },
      headers: { Origin: E2E_BASE_URL },
    });
  let response = await signUp();
  // setSubscription() below writes to the database from outside the server. SQLite then fails
  // a server transaction that read before that write and writes after it (SQLITE_BUSY, which
  // Better Auth reports as FAILED_TO_CREATE_USER); it left nothing behind, so ask once more.
  if (response.status() === 422 && (await response.text()).includes('FAILED_TO_CREATE_USER')) {
    response = await signUp();
  }
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(email, CONFIRM_SUBJECT, { since });
  return { email, password, name, confirmLink: linkIn(mail) };
}

/** A confirmed account, signed in in this page's browser context. */
export async function signedInAccount(page: Page, fields: Partial<Account> = {}): Promise<Account> {
  const { confirmLink, ...account } = await signUpByApi(page, fields);
  const response = await page.request.get(confirmLink);
  expect(response.ok(), `confirmation link answered ${response.status()}`).toBe(true);
  return account;
}

/** Signs in on /auth as a reader would: email, Continue, password, Sign in. */
export async function signInOnPage(
  page: Page,
  { email, password }: Pick<Account, 'email' | 'password'>,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export type SubscriptionFields = {
  plan: 'free' | 'pro';
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * Sets the subscription fields of a user record, as the billing webhook will once it exists.
 * Straight into the database: nothing a reader can send may change them (SECURITY.md §21).
 */
export function setSubscription(email: string, fields: SubscriptionFields): void {
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare(
        'UPDATE "user" SET plan = ?, subscriptionStatus = ?, currentPeriodEnd = ?, cancelAtPeriodEnd = ? WHERE email = ?',
      )
      .run(
        fields.plan,
        fields.subscriptionStatus,
        fields.currentPeriodEnd ? fields.currentPeriodEnd.getTime() : null,
        fields.cancelAtPeriodEnd ? 1 : 0,
        email.toLowerCase(),
      );
    expect(result.changes, `user record of ${email}`).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Marks onboarding as done for this page's origin (spec §3 key, verbatim), so a test about
 * something else is not met by the "Getting Started" modal on its first dashboard visit.
 * Documents without storage (about:blank, where a test parks the page) are left alone.
 */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(
    "if (location.protocol !== 'about:') localStorage.setItem('backpocket-onboarding-completed', 'true')",
  );
}
