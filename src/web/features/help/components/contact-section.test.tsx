import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/shared/support/contact-schemas';
import { HelpRoute } from '@/web/app/routes/help';
import { ContactSection } from '@/web/features/help/components/contact-section';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const all = {
    Name: 'Ada Lovelace',
    Email: 'ada@example.com',
    Subject: 'Bookmarklet on my phone',
    Message: 'It does not save.\nWhat should I try?',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
  await userEvent.selectOptions(field('Category'), 'Technical support');
}

function renderSection(reader: { name: string; email: string } | null = null) {
  return renderWithRouter(<ContactSection reader={reader} />, { path: '/help' });
}

describe('Contact form (spec §4, §5 Contact form, §8 outcome)', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: null });
    api.on('POST /api/contact', () => ({ status: 201, body: { id: 'c1', priority: false } }));
  });

  it('has the five fields, the email typed as email, and the categories with a placeholder', () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'Contact Us' }).id).toBe('contact');
    expect(field('Email').type).toBe('email');
    const options = within(field('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Technical support',
      'Billing and plans',
      'Feature request',
      'Account',
      'General question',
    ]);
    expect(field('Category').value).toBe('');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('checks every field on submit, shows each message under it and focuses the first', async () => {
    renderSection();
    await userEvent.click(sendButton());
    const expected: Array<[string, string]> = [
      ['Name', CONTACT_MESSAGES.nameRequired],
      ['Email', CONTACT_MESSAGES.emailInvalid],
      ['Category', CONTACT_MESSAGES.categoryRequired],
      ['Subject', CONTACT_MESSAGES.subjectRequired],
      ['Message', CONTACT_MESSAGES.messageRequired],
    ];
    for (const [label, message] of expected) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(field(label))).toBe(message);
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(api.calls.some((call) => call.route === 'POST /api/contact')).toBe(false);

    // Typing clears that field's message; the next submit focuses the first still wrong.
    await userEvent.type(field('Name'), 'Ada');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field('Email'), 'not-an-address');
    await userEvent.click(sendButton());
    expect(errorOf(field('Email'))).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('sends, says "Sending..." meanwhile, then replaces the form with the confirmation', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('POST /api/contact', () =>
      gate.then(() => ({ status: 201, body: { id: 'c1', priority: false } })),
    );
    renderSection();
    await fillForm({ Name: '  Ada Lovelace  ' });
    await userEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Sending...');
    expect(sendButton()).toHaveProperty('disabled', true);

    await act(async () => release());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(CONTACT_MESSAGES.sent);
    expect(CONTACT_MESSAGES.sent).toBe("Message Sent! We'll get back to you within 24-48 hours.");
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('Name')).toBeNull();
    const request = api.calls.find((call) => call.route === 'POST /api/contact');
    expect(request?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'technical',
      subject: 'Bookmarklet on my phone',
      message: 'It does not save.\nWhat should I try?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Name').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(field('Category').value).toBe('');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('tells a Pro reader their request is answered first', async () => {
    api.on('POST /api/contact', () => ({ status: 201, body: { id: 'c2', priority: true } }));
    renderSection();
    await fillForm();
    await userEvent.click(sendButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(CONTACT_MESSAGES.sent);
    expect(status.textContent).toContain('As a Pro reader, your request is answered first.');
  });

  it('shows the server’s refusal above the button and keeps what was typed', async () => {
    api.on('POST /api/contact', () => ({
      status: 429,
      body: { error: { message: CONTACT_MESSAGES.tooMany, code: 'RATE_LIMITED' } },
    }));
    renderSection();
    await fillForm();
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CONTACT_MESSAGES.tooMany);
    expect(alert.compareDocumentPosition(sendButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(field('Subject').value).toBe('Bookmarklet on my phone');
    expect(field('Category').value).toBe('technical');
    expect(sendButton()).toHaveProperty('disabled', false);

    // A server failure or no answer at all: the generic message.
    api.on('POST /api/contact', () => ({
      status: 500,
      body: { error: { message: 'Internal error', code: 'INTERNAL' } },
    }));
    await userEvent.click(sendButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(CONTACT_MESSAGES.failed),
    );
    api.on('POST /api/contact', () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(sendButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(CONTACT_MESSAGES.failed),
    );
    expect(field('Message').value).toBe('It does not save.\nWhat should I try?');
  });

  it('counts the characters left near the message limit, and those over it', async () => {
    renderSection();
    const message = field('Message');
    fireEvent.change(message, { target: { value: 'a'.repeat(CONTACT_LIMITS.message - 600) } });
    expect(errorOf(message)).toBe('');
    fireEvent.change(message, { target: { value: 'a'.repeat(CONTACT_LIMITS.message - 120) } });
    expect(errorOf(message)).toBe('120 characters left');
    fireEvent.change(message, { target: { value: 'a'.repeat(CONTACT_LIMITS.message + 3) } });
    expect(errorOf(message)).toBe('3 characters too many');
    await userEvent.click(sendButton());
    expect(errorOf(message)).toBe(`${CONTACT_MESSAGES.messageTooLong} | 3 characters too many`);
  });
});

describe('Contact form for a signed-in reader', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({
      me: fakeUser({ displayName: 'Ada Lovelace', email: 'ada@example.com' }),
    });
    api.on('POST /api/contact', () => ({ status: 201, body: { id: 'c1', priority: false } }));
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it('starts with their name and email, again after Send Another Message', async () => {
    renderWithRouter(<HelpRoute />, { path: '/help' });
    await vi.waitFor(() => expect(field('Email').value).toBe('ada@example.com'));
    expect(field('Name').value).toBe('Ada Lovelace');
    await fillForm({ Name: 'Ada', Email: 'ada@example.com' });
    await userEvent.click(sendButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Name').value).toBe('Ada Lovelace');
    expect(field('Subject').value).toBe('');
  });
});
