// The Help Center's contact form (issue #15; spec §4, §5 Contact form, §8 outcome): its
// messages, sending, the stored request and the mail the real SMTP server caught, a signed-in
// Pro reader's prefilled form and priority, and a refusal that keeps what was typed.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../src/shared/support/contact-schemas';
import { setSubscription, signedInAccount, uniqueEmail } from './support/accounts';
import { databaseFile, mailDir } from './support/e2e-env';
import { contactSection } from './support/help-center';
import { readMail, type CapturedMail } from './support/mail-capture';
import { expect, test } from './support/test';

const SUPPORT_EMAIL = 'support@canyon.test';

type StoredRequest = {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  priority: number;
  mail_status: string;
};

function storedRequest(id: string): StoredRequest | undefined {
  const db = new Database(databaseFile(), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare('SELECT * FROM contact_requests WHERE id = ?').get(id) as
      StoredRequest | undefined;
  } finally {
    db.close();
  }
}

/** The mail to support about one request (tests run side by side: found by its id). */
async function supportMailFor(id: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMail(mailDir()).find(
          (mail) => mail.to.includes(SUPPORT_EMAIL) && mail.text.includes(`Request: ${id}`),
        );
        return Boolean(found);
      },
      { message: `mail to ${SUPPORT_EMAIL} about request ${id}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CapturedMail;
}

const field = (page: Page, label: string) =>
  contactSection(page).getByLabel(label, { exact: true });
const sendButton = (page: Page) =>
  contactSection(page).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

async function fillContactForm(
  page: Page,
  values: { name?: string; email?: string; category: string; subject: string; message: string },
) {
  if (values.name !== undefined) await field(page, 'Name').fill(values.name);
  if (values.email !== undefined) await field(page, 'Email').fill(values.email);
  await field(page, 'Category').selectOption({ label: values.category });
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
}

/** Sends the form and returns the server's answer. */
async function send(page: Page): Promise<{ id: string; priority: boolean }> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await sendButton(page).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; priority: boolean };
}

test('a visitor’s message: each field’s message, then sent, stored and mailed to support', async ({
  page,
}) => {
  await page.goto('/help#contact');
  await expect(contactSection(page)).toBeInViewport();

  // Every field is required (spec §5); each says why under it, and the first takes focus.
  await sendButton(page).click();
  for (const [label, message] of [
    ['Name', CONTACT_MESSAGES.nameRequired],
    ['Email', CONTACT_MESSAGES.emailInvalid],
    ['Category', CONTACT_MESSAGES.categoryRequired],
    ['Subject', CONTACT_MESSAGES.subjectRequired],
    ['Message', CONTACT_MESSAGES.messageRequired],
  ] as const) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');

  // A wrong address alone: only it is flagged, and focused.
  const sender = uniqueEmail('sender');
  await fillContactForm(page, {
    name: 'Grace Hopper',
    email: 'grace-at-example',
    category: 'Feature request',
    subject: 'Reading lists',
    message: 'Could I share a reading list?\nWith my team, say.',
  });
  await sendButton(page).click();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid');
  await field(page, 'Email').fill(sender);

  // "Sending..." while the request is on its way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const sent = send(page);
  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  release();
  const { id, priority } = await sent;
  expect(priority).toBe(false);

  const status = contactSection(page).getByRole('status');
  await expect(status).toHaveText(CONTACT_MESSAGES.sent);
  await expect(status).toBeFocused();
  await expect(page.getByText('As a Pro reader')).toHaveCount(0);
  await expect(field(page, 'Name')).toHaveCount(0);

  // Stored as typed, with no account.
  expect(storedRequest(id)).toMatchObject({
    user_id: null,
    name: 'Grace Hopper',
    email: sender,
    category: 'feature',
    subject: 'Reading lists',
    message: 'Could I share a reading list?\nWith my team, say.',
    priority: 0,
  });

  // Mailed to support, answerable to the sender, their words quoted.
  const mail = await supportMailFor(id);
  expect(mail.to).toEqual([SUPPORT_EMAIL]);
  expect(mail.replyTo).toContain(sender);
  expect(mail.subject).toContain('Feature request');
  expect(mail.subject).not.toContain('Reading lists');
  expect(mail.text).toContain('> Could I share a reading list?\n> With my team, say.');
  expect(mail.text).toContain('> Grace Hopper');
  await expect.poll(() => storedRequest(id)?.mail_status).toBe('sent');

  // Another message starts from an empty form.
  await contactSection(page).getByRole('button', { name: 'Send Another Message' }).click();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Category')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');
});

test('a signed-in Pro reader starts with their name and email, and is answered first', async ({
  page,
}) => {
  const account = await signedInAccount(page, { name: 'Ada Lovelace' });
  setSubscription(account.email, {
    plan: 'pro',
    subscriptionStatus: 'active',
    currentPeriodEnd: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000),
    cancelAtPeriodEnd: false,
  });
  await page.goto('/help#contact');
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');

  await fillContactForm(page, {
    category: 'Billing and plans',
    subject: 'Invoice address',
    message: 'Please put my company on the invoice.',
  });
  const { id, priority } = await send(page);
  expect(priority).toBe(true);
  await expect(contactSection(page).getByRole('status')).toContainText(CONTACT_MESSAGES.sent);
  await expect(contactSection(page).getByRole('status')).toContainText(
    'As a Pro reader, your request is answered first.',
  );

  const stored = storedRequest(id);
  expect(stored?.user_id).toBeTruthy();
  expect(stored).toMatchObject({ email: account.email, category: 'billing', priority: 1 });
  const mail = await supportMailFor(id);
  expect(mail.subject).toContain('Priority:');
  expect(mail.subject).toContain('Billing and plans');
  expect(mail.replyTo).toContain(account.email);

  await contactSection(page).getByRole('button', { name: 'Send Another Message' }).click();
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
  await expect(field(page, 'Subject')).toHaveValue('');
});

test.describe(() => {
  // The browser logs the refused request.
  test.use({ expectedConsoleErrors: [/status of (429|500) .*\/api\/contact/] });

  test('a refusal shows the server’s message above the button and keeps what was typed', async ({
    page,
  }) => {
    let status = 429;
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({
          error:
            status === 429
              ? { message: CONTACT_MESSAGES.tooMany, code: 'RATE_LIMITED' }
              : { message: 'Internal error', code: 'INTERNAL' },
        }),
      }),
    );
    await page.goto('/help#contact');
    const values = {
      name: 'Grace Hopper',
      email: uniqueEmail('sender'),
      category: 'General question',
      subject: 'Hello',
      message: 'Just saying hello.',
    };
    await fillContactForm(page, values);
    await sendButton(page).click();
    const alert = contactSection(page).getByRole('alert');
    await expect(alert).toHaveText(CONTACT_MESSAGES.tooMany);
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    await expect(field(page, 'Name')).toHaveValue(values.name);
    await expect(field(page, 'Email')).toHaveValue(values.email);
    await expect(field(page, 'Category')).toHaveValue('general');
    await expect(field(page, 'Message')).toHaveValue(values.message);
    // Above the button.
    const alertBox = await alert.boundingBox();
    const buttonBox = await sendButton(page).boundingBox();
    expect((alertBox?.y ?? 0) < (buttonBox?.y ?? 0)).toBe(true);

    status = 500;
    await sendButton(page).click();
    await expect(alert).toHaveText(CONTACT_MESSAGES.failed);
    await expect(field(page, 'Subject')).toHaveValue(values.subject);
  });
});
