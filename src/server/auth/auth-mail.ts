import type { MailMessage } from '../mail/mailer';

// The three messages sign-in sends, in plain text. They carry no text a visitor chose
// (SECURITY.md §42): anyone can sign up with someone else's address and a "name" written as a
// phishing line, so the greeting leaves the name out.

type Recipient = { email: string };

const GREETING = 'Hello,';

export function verifyEmailMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your email address for Canyon',
    text: [
      GREETING,
      '',
      'Confirm your email address to finish setting up your Canyon account:',
      '',
      url,
      '',
      'The link works for 24 hours. If you did not create an account, ignore this message.',
    ].join('\n'),
  };
}

export function resetPasswordMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Canyon password',
    text: [
      GREETING,
      '',
      'Someone asked to reset the password of your Canyon account. To choose a new one, open:',
      '',
      url,
      '',
      'The link works for one hour. If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** Sent instead of a sign-up confirmation when the address already has an account (SECURITY.md §26). */
export function existingAccountMail(user: Recipient, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'You already have a Canyon account',
    text: [
      GREETING,
      '',
      'Someone tried to create a Canyon account with this email address, which already has one.',
      '',
      `If it was you, sign in at ${publicUrl}/auth. Forgot your password? Choose "Forgot password" there to reset it.`,
      '',
      'If it was not you, ignore this message: nothing has changed.',
    ].join('\n'),
  };
}
