import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import {
  mailHeader,
  mailText,
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../test/local-smtp-server';
import { createMailer } from './mailer';

const message = {
  to: 'reader@example.com',
  subject: 'Reset your Canyon password',
  text: `Hello <b>Ada</b>,\n\nhttp://localhost:3000/api/auth/reset-password/${'t'.repeat(60)}?callbackURL=%2Fauth%2Freset-password\n`,
};

describe('mail without SMTP_URL', () => {
  it('is logged and kept as a readable file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-mail-'));
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), logger);
    await mailer.send(message);

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      /^\d{4}-\d\d-\d\dT[\d-]+Z-reset-your-canyon-password-[0-9a-f]{6}\.txt$/,
    );
    const content = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(content).toContain(
      'From: Canyon <no-reply@localhost>\nTo: reader@example.com\nSubject: Reset your Canyon password\n',
    );
    // The link stays whole on one line, so a person can copy it.
    expect(content).toContain(message.text);

    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(logged).toMatchObject({
      to: 'reader@example.com',
      subject: message.subject,
      text: message.text,
    });
    expect(logged.file).toBe(path.join(outbox, files[0] ?? ''));
  });

  it('keeps a Reply-To in the outbox file when the message has one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-mail-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await createMailer(config, createLogger(config)).send({
      ...message,
      replyTo: 'sender@example.com',
    });
    const outbox = path.join(dataDir, 'outbox');
    const content = readFileSync(path.join(outbox, readdirSync(outbox)[0] ?? ''), 'utf8');
    expect(content).toContain('To: reader@example.com\nReply-To: sender@example.com\nSubject:');
  });
});

describe('mail with SMTP_URL', () => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('is delivered over SMTP from MAIL_FROM, as plain text', async () => {
    const config = loadConfig({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Canyon <canyon@reader.test>',
      LOG_LEVEL: 'silent',
    });
    const mailer = createMailer(config, createLogger(config));
    await mailer.send(message);
    mailer.close();
    const mail = await smtp.next();
    expect(mail.from).toBe('canyon@reader.test');
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mailHeader(mail.raw, 'Subject')).toBe(message.subject);
    expect(mailHeader(mail.raw, 'Content-Type')).toMatch(/^text\/plain/);
    expect(mailText(mail.raw).replace(/\r\n/g, '\n')).toContain(message.text.trim());
  });
});
