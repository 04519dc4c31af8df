import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text, replyTo }) => {
      await transport.sendMail({ from, to, subject, text, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => transport.close(),
  };
}
