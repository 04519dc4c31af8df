import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
