import { loadConfig } from '../config';
import type { DialectName } from '../db/database';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server';
import { createTestApp, type TestApp } from './test-app';

export type SmtpTestApp = { t: TestApp; smtp: LocalSmtpServer; close: () => Promise<void> };

/**
 * The real app whose mail goes through Canyon's own SMTP mailer to an SMTP server on loopback,
 * sent from `Canyon <canyon@reader.test>`.
 */
export async function createSmtpTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<SmtpTestApp> {
  const smtp = await startLocalSmtpServer();
  const settings = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Canyon <canyon@reader.test>',
    LOG_LEVEL: 'silent',
    ...env,
  };
  const config = loadConfig(settings);
  const t = await createTestApp(dialect, {
    env: settings,
    mailer: createMailer(config, createLogger(config)),
  });
  return {
    t,
    smtp,
    close: async () => {
      await smtp.close();
      await t.db.drop();
    },
  };
}
