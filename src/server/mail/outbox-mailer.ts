import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

function fileName(subject: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${stamp}-${slug || 'message'}-${randomBytes(3).toString('hex')}.txt`;
}

/**
 * Without SMTP a person running Canyon on a laptop still needs the reset and confirmation
 * links: each message goes to the log and to a readable text file in DATA_DIR/outbox.
 */
export function createOutboxMailer(dataDir: string, from: string, logger: Logger): Mailer {
  const dir = outboxDir(dataDir);
  return {
    send: async ({ to, subject, text, replyTo }) => {
      const at = new Date();
      const file = path.join(dir, fileName(subject, at));
      await mkdir(dir, { recursive: true });
      const replyLine = replyTo ? `Reply-To: ${replyTo}\n` : '';
      const headers = `From: ${from}\nTo: ${to}\n${replyLine}Subject: ${subject}\nDate: ${at.toUTCString()}\n`;
      await writeFile(file, `${headers}\n${text}\n`, { mode: 0o600 });
      logger.info({ to, subject, file, text }, 'mail kept in the outbox (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}
