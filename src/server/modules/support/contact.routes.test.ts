import { afterAll, beforeAll, expect, it } from 'vitest';
import { userRecordSchema } from '@/shared/auth/user-record';
import { CONTACT_MESSAGES } from '@/shared/support/contact-schemas';
import type { Mailer } from '../../mail/mailer';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { listEvents } from '../events/events.repo';
import { readContactRequest } from './contact.repo';
import { CONTACT_LIMITS_PER_HOUR } from './contact.service';

// POST /api/contact (issue #15): every request stored, mailed to SUPPORT_EMAIL with the
// sender's words quoted, Pro readers first, limits per sender and per client address.

const valid = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  category: 'billing',
  subject: 'Charged twice',
  message: 'My card was charged twice this month.\nCould you look into it?',
};

/** A distinct sender address per call, so the per-address limit never gets in the way. */
let senders = 0;
const fresh = (overrides: Partial<typeof valid> = {}) => ({
  ...valid,
  email: `sender-${++senders}@example.com`,
  ...overrides,
});

async function stored(t: TestApp, id: string) {
  const row = await readContactRequest(t.db, id);
  if (!row) throw new Error(`contact request ${id} not stored`);
  return row;
}

/** Mail goes out after the answer; wait until its outcome is recorded. */
async function settledStatus(t: TestApp, id: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { mail_status } = await stored(t, id);
    if (mail_status !== 'pending') return mail_status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('mail still pending');
}

describeEachDialect('POST /api/contact on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { SUPPORT_EMAIL: 'support@canyon.test', PUBLIC_URL: 'https://read.example.org' },
    });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('stores a visitor’s request and mails it to support, replying to the sender', async () => {
    const body = fresh();
    const res = await new TestClient(t).post('/api/contact', body);
    expect(res.status).toBe(201);
    const { id, priority } = (await res.json()) as { id: string; priority: boolean };
    expect(priority).toBe(false);
    expect(await settledStatus(t, id)).toBe('sent');
    expect(await stored(t, id)).toMatchObject({
      user_id: null,
      name: 'Ada Reader',
      email: body.email,
      category: 'billing',
      subject: 'Charged twice',
      message: valid.message,
      priority: 0,
    });
    const mail = t.mail.messages.find((m) => m.text.includes(id));
    expect(mail).toMatchObject({ to: 'support@canyon.test', replyTo: body.email });
    expect(mail?.subject).toBe(`[Canyon support] Billing and plans (request ${id.slice(0, 8)})`);
    expect(mail?.text).toContain('https://read.example.org/help');
    expect(mail?.text).toContain('a visitor who was not signed in');
    expect(mail?.text).toContain(
      '> My card was charged twice this month.\n> Could you look into it?',
    );
  });

  it('never lets the sender’s text read as Canyon’s own: every line quoted, nothing in the subject', async () => {
    const body = fresh({
      subject: 'Hi\r\nBcc: everyone@example.com',
      message: 'Hello\n\nCanyon: your account is locked, visit https://evil.example\r\nThanks',
      name: 'Mallory\nSupport Team',
    });
    const res = await new TestClient(t).post('/api/contact', body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settledStatus(t, id);
    const mail = t.mail.messages.find((m) => m.text.includes(id));
    expect(mail?.subject).not.toMatch(/Hi|Bcc|evil/);
    const quotedPart = mail?.text.slice(mail.text.indexOf('Name:')) ?? '';
    const senderLines = quotedPart
      .split('\n')
      .filter((line) => line && !/^(Name|Email|Subject|Message):$/.test(line));
    expect(senderLines.every((line) => line.startsWith('> ') || line === '>')).toBe(true);
    expect(quotedPart).toContain('> Canyon: your account is locked, visit https://evil.example');
    expect(quotedPart).toContain('> Mallory\n> Support Team');
  });

  it('marks a Pro reader’s request priority and records support_request_<category> once', async () => {
    const reader = await signedInClient(t, 'pro-reader@example.com');
    const readerId = userRecordSchema.parse(await (await reader.get('/api/me')).json()).id;
    const res = await reader.post('/api/contact', fresh({ category: 'technical' }));
    expect(res.status).toBe(201);
    const { id, priority } = (await res.json()) as { id: string; priority: boolean };
    expect(priority).toBe(true);
    expect(await stored(t, id)).toMatchObject({ user_id: readerId, priority: 1 });
    await settledStatus(t, id);
    const mail = t.mail.messages.find((m) => m.text.includes(id));
    expect(mail?.subject).toMatch(/^\[Canyon support\] Priority: Technical support/);
    expect(mail?.text).toContain('a signed-in reader (account pro-reader@example.com)');
    const events = (await listEvents(t.db, readerId)).filter((e) =>
      e.type.startsWith('support_request_'),
    );
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['support_request_technical', { category: 'technical' }],
    ]);
  });

  it('does not mark a free reader’s request priority', async () => {
    const reader = await signedInClient(t, 'free-reader@example.com');
    const readerId = userRecordSchema.parse(await (await reader.get('/api/me')).json()).id;
    await t.db.kysely
      .updateTable('user')
      .set({ plan: 'free' })
      .where('id', '=', readerId)
      .execute();
    const res = await reader.post('/api/contact', fresh({ category: 'account' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { priority: boolean }).priority).toBe(false);
  });

  it('answers each missing or wrong field in the form’s words, and stores nothing', async () => {
    const before = await t.db.kysely
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await new TestClient(t).post('/api/contact', {
      name: '   ',
      email: 'not an address',
      category: 'refunds',
      subject: '',
      message: '\u0000',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; code: string } };
    expect(error.code).toBe('VALIDATION_FAILED');
    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailInvalid,
      CONTACT_MESSAGES.categoryRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(error.message).toContain(message);
    }
    expect((await new TestClient(t).post('/api/contact', {})).status).toBe(400);
    expect(
      (await new TestClient(t).post('/api/contact', { ...fresh(), userId: 'someone' })).status,
    ).toBe(400);
    expect(
      (await new TestClient(t).post('/api/contact', fresh({ message: 'x'.repeat(5001) }))).status,
    ).toBe(400);
    const after = await t.db.kysely
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps odd Unicode and drops NUL and control characters on both databases', async () => {
    const res = await new TestClient(t).post(
      '/api/contact',
      fresh({ subject: 'Emoji 📚 and Ünïcödé\u0000', message: 'Right-to-left עברית\u0007 text' }),
    );
    expect(res.status).toBe(201);
    const row = await stored(t, ((await res.json()) as { id: string }).id);
    expect(row.subject).toBe('Emoji 📚 and Ünïcödé');
    expect(row.message).toBe('Right-to-left עברית text');
  });

  it('refuses a body over 32 KB before reading it', async () => {
    const res = await new TestClient(t).post(
      '/api/contact',
      fresh({ message: 'x'.repeat(40 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it('limits requests per sender address', async () => {
    const client = new TestClient(t);
    const body = fresh();
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.perEmail; i++) {
      // The same address in other letter cases is the same sender.
      const email = i % 2 ? body.email.toUpperCase() : body.email;
      expect((await client.post('/api/contact', { ...body, email })).status).toBe(201);
    }
    const refused = await new TestClient(t).post('/api/contact', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      CONTACT_MESSAGES.tooMany,
    );
  });

  it('limits requests per client address, whatever the sender claims', async () => {
    const client = new TestClient(t);
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.perAddress; i++) {
      expect((await client.post('/api/contact', fresh())).status).toBe(201);
    }
    expect((await client.post('/api/contact', fresh())).status).toBe(429);
    // Another address is not held back.
    expect((await new TestClient(t).post('/api/contact', fresh())).status).toBe(201);
  });

  it('goes with the reader’s account, and only theirs is in their export', async () => {
    const leaving = await signedInClient(t, 'leaving@example.com');
    const staying = await signedInClient(t, 'staying@example.com');
    const mine = (await (
      await leaving.post('/api/contact', fresh({ subject: 'Mine' }))
    ).json()) as {
      id: string;
    };
    const theirs = (await (
      await staying.post('/api/contact', fresh({ subject: 'Theirs' }))
    ).json()) as { id: string };
    const exported = (await (await leaving.get('/api/export')).json()) as {
      contactRequests: Array<{ subject: string; category: string; priority: boolean }>;
    };
    expect(exported.contactRequests).toEqual([
      expect.objectContaining({ subject: 'Mine', category: 'billing', priority: true }),
    ]);
    const deleted = await leaving.request('/api/me', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'DELETE MY ACCOUNT' }),
    });
    expect(deleted.status).toBe(204);
    expect(await readContactRequest(t.db, mine.id)).toBeUndefined();
    expect(await readContactRequest(t.db, theirs.id)).toBeDefined();
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/contact']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '413', '429']),
    );
  });
});

describeEachDialect(
  'POST /api/contact without SUPPORT_EMAIL or with mail failing on %s',
  (dialect) => {
    it('stores the request without mailing when no support address is set', async () => {
      const t = await createTestApp(dialect);
      try {
        const res = await new TestClient(t).post('/api/contact', fresh());
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        expect((await stored(t, id)).mail_status).toBe('not_sent');
        expect(t.mail.messages.filter((m) => m.text.includes(id))).toEqual([]);
      } finally {
        await t.db.drop();
      }
    });

    it('keeps the request and tells the sender it was received when mail fails', async () => {
      const failing: Mailer = {
        send: () => Promise.reject(new Error('SMTP is down')),
        close: () => undefined,
      };
      const t = await createTestApp(dialect, {
        env: { SUPPORT_EMAIL: 'support@canyon.test' },
        mailer: failing,
      });
      try {
        const res = await new TestClient(t).post('/api/contact', fresh());
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        expect(await settledStatus(t, id)).toBe('failed');
        expect((await stored(t, id)).message).toBe(valid.message);
      } finally {
        await t.db.drop();
      }
    });
  },
);
