import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient, linkIn, localPath } from '../test/auth-client';
import { mailHeader, mailText, type LocalSmtpServer } from '../test/local-smtp-server';
import { createSmtpTestApp, type SmtpTestApp } from '../test/smtp-test-app';
import type { TestApp } from '../test/test-app';
import { describeEachDialect } from '../test/test-database';

// Password reset with real mail: Canyon's SMTP mailer (nodemailer over SMTP_URL) delivers to
// an SMTP server on loopback, and the link is taken from the message as it arrived.
describeEachDialect('resetting a password through SMTP on %s', (dialect) => {
  let app: SmtpTestApp;
  let smtp: LocalSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    app = await createSmtpTestApp(dialect);
    ({ smtp, t } = app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function linkFromNextMail(to: string, subject: RegExp): Promise<string> {
    const mail = await smtp.next();
    expect(mail.to).toEqual([to]);
    expect(mail.from).toBe('canyon@reader.test');
    expect(mailHeader(mail.raw, 'Subject')).toMatch(subject);
    return linkIn(mailText(mail.raw));
  }

  it('mails a link that leads to a working new password', async () => {
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up/email', {
      email: 'mailed@example.com',
      password: 'first pass 1',
    });
    const confirm = await linkFromNextMail('mailed@example.com', /confirm your email/i);
    expect((await client.get(localPath(confirm))).status).toBe(302);

    const asked = await new TestClient(t).post('/api/auth/request-password-reset', {
      email: 'mailed@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(asked.status).toBe(200);
    const link = await linkFromNextMail('mailed@example.com', /reset your canyon password/i);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fauth%2Freset-password$/,
    );

    const browser = new TestClient(t);
    const landing = await browser.get(localPath(link));
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get('location') ?? '', 'http://localhost:3000');
    expect(page.pathname).toBe('/auth/reset-password');
    const reset = await browser.post('/api/auth/reset-password', {
      token: page.searchParams.get('token'),
      newPassword: 'second pass 2',
    });
    expect(reset.status).toBe(200);

    const signIn = await new TestClient(t).post('/api/auth/sign-in/email', {
      email: 'mailed@example.com',
      password: 'second pass 2',
    });
    expect(signIn.status).toBe(200);
  });
});
