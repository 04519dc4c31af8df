import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@/shared/support/contact-schemas';
import type { MailMessage } from '../../mail/mailer';

export type ContactMailInput = {
  id: string;
  to: string;
  publicUrl: string;
  category: ContactCategory;
  priority: boolean;
  /** The signed-in reader's account address, or null for a visitor. */
  accountEmail: string | null;
  /** What the sender typed, unchanged. */
  sent: { name: string; email: string; subject: string; message: string };
};

/** Every line of the sender's text behind "> ", so none of it can pass for Canyon's own words. */
export function quoted(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/**
 * The mail to support for one contact request. Canyon's words say where it came from; the
 * sender's words come only as quoted fields, and none of them reach the subject line.
 */
export function contactMail(input: ContactMailInput): MailMessage {
  const label = CONTACT_CATEGORY_LABELS[input.category];
  const shortId = input.id.slice(0, 8);
  const account = input.accountEmail
    ? `a signed-in reader (account ${input.accountEmail})`
    : 'a visitor who was not signed in';
  const text = [
    `A request came through the contact form of Canyon at ${input.publicUrl}/help.`,
    `It was sent by ${account}.`,
    'Everything quoted below ("> ") is the sender\'s own text, unchecked. Replying goes to the',
    'address they typed, which Canyon has not verified.',
    '',
    `Request: ${input.id}`,
    `Category: ${label}`,
    `Priority: ${input.priority ? 'yes (Pro reader)' : 'no'}`,
    '',
    'Name:',
    quoted(input.sent.name),
    '',
    'Email:',
    quoted(input.sent.email),
    '',
    'Subject:',
    quoted(input.sent.subject),
    '',
    'Message:',
    quoted(input.sent.message),
  ].join('\n');
  return {
    to: input.to,
    replyTo: input.sent.email,
    subject: `[Canyon support]${input.priority ? ' Priority:' : ''} ${label} (request ${shortId})`,
    text,
  };
}
