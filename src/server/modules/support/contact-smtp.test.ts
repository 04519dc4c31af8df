import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/auth-client';
import { mailHeader, mailText, type LocalSmtpServer } from '../../test/local-smtp-server';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-test-app';
import type { TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { readContactRequest } from './contact.repo';

// A contact request delivered through Canyon's own SMTP mailer to a real SMTP server on
// loopback: the support address receives it, replies go to the sender, the text arrives quoted.
describeEachDialect('a contact request through SMTP on %s', (dialect) => {
  let app: SmtpTestApp;
  let smtp: LocalSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    app = await createSmtpTestApp(dialect, { SUPPORT_EMAIL: 'support@canyon.test' });
    ({ smtp, t } = app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('reaches SUPPORT_EMAIL with Reply-To the sender and is marked sent', async () => {
    const res = await new TestClient(t).post('/api/contact', {
      name: 'Zoë Reader',
      email: 'zoe@example.com',
      category: 'feature',
      subject: 'Dark mode for the bookmarklet',
      message: 'Could the bookmarklet window follow my theme?\nThank you — Zoë',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const mail = await smtp.next();
    expect(mail.to).toEqual(['support@canyon.test']);
    expect(mail.from).toBe('canyon@reader.test');
    expect(mailHeader(mail.raw, 'Reply-To')).toBe('zoe@example.com');
    expect(mailHeader(mail.raw, 'Subject')).toBe(
      `[Canyon support] Feature request (request ${id.slice(0, 8)})`,
    );
    const text = mailText(mail.raw).replace(/\r\n/g, '\n');
    expect(text).toContain('> Could the bookmarklet window follow my theme?\n> Thank you — Zoë');
    expect(text).toContain('> Zoë Reader');
    for (
      let i = 0;
      i < 100 && (await readContactRequest(t.db, id))?.mail_status === 'pending';
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await readContactRequest(t.db, id))?.mail_status).toBe('sent');
  });
});
