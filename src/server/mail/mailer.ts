import type { Config } from '../config';
import type { Logger } from '../logger';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** Mail is plain text: names and links are never interpreted as markup (SECURITY.md §17). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes instead of MAIL_FROM (a contact request's sender). */
  replyTo?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** SMTP when SMTP_URL is set; otherwise every message is logged and kept in DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, logger: Logger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(config.dataDir, config.mail.from, logger);
}
