import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, TestClient, lastMailTo, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './auth-mail';

// SECURITY.md §42: mail from Canyon's address carries no free text a visitor chose.
const PHISHING_NAME = 'Security team: your account is locked, sign in at https://evil.example';

describe('the three sign-in messages', () => {
  const user = { email: 'reader@example.com', name: PHISHING_NAME };
  const messages = [
    verifyEmailMail(user, 'http://localhost:3000/api/auth/verify-email?token=t'),
    resetPasswordMail(user, 'http://localhost:3000/api/auth/reset-password/t'),
    existingAccountMail(user, 'http://localhost:3000'),
  ];

  it.each(messages)('greet without the name: $subject', (message) => {
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).not.toContain('evil.example');
    expect(message.text).not.toContain('locked');
    expect(message.subject).not.toContain('evil');
  });
});

describe('mail sent after a sign-up with a chosen name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('says only what Canyon says, to a new address and to an address already taken', async () => {
    await signedInClient(t, 'owner@example.com', 'reading42');
    for (const email of ['victim@example.com', 'owner@example.com']) {
      const res = await new TestClient(t).post('/api/auth/sign-up/email', {
        email,
        password: 'reading42',
        name: PHISHING_NAME,
      });
      expect(res.status).toBe(200);
    }
    const confirm = await lastMailTo(t, 'victim@example.com', CONFIRM_SUBJECT);
    const notice = await lastMailTo(t, 'owner@example.com', /already have a canyon account/i);
    for (const mail of [confirm, notice]) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).not.toContain('locked');
    }
  });
});
