import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '@/shared/account/account-schemas';
import { userRecordSchema } from '@/shared/auth/user-record';
import { writeAuthDate } from '../../db/auth-columns';
import type { Db } from '../../db/database';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { insertArticle } from '../articles/articles.repo';
import { disabledBilling } from '../billing/billing';
import { recordEvent } from '../events/events.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { SUBSCRIPTION_NOT_CANCELED_MESSAGE } from './account-deletion.service';
import { EventReader } from './testing/event-reader';

// DELETE /api/me (spec §5 "Delete account", SECURITY.md 37): everything of the reader goes in
// one transaction, nothing of anyone else's does, and the reader cannot sign in afterwards.

const PASSWORD = 'correct horse 42';
const NOW = Date.now();

function deleteMe(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  return client.request('/api/me', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function idOf(client: TestClient): Promise<string> {
  return userRecordSchema.parse(await (await client.get('/api/me')).json()).id;
}

let n = 0;
async function article(db: Db, userId: string, contentId: string | null, tags: string[] = []) {
  n += 1;
  await insertArticle(db, {
    id: `del-${n}`,
    userId,
    url: `https://example.com/${n}`,
    urlKey: `https://example.com/${n}`,
    extractedContentId: contentId,
    title: null,
    summary: { points: ['A point'], provider: 'extractive', generatedAt: NOW },
    tags,
    isArchived: false,
    source: 'web',
    createdAt: NOW + n,
    updatedAt: NOW + n,
  });
}

async function content(db: Db, extractedBy: string, pictures: string[], shareable = true) {
  const item = makeExtractedContent({ extractedBy, shareable, extractedAt: NOW });
  await insertExtractedContent(db, item);
  for (const [position, hash] of pictures.entries()) {
    await db.kysely
      .insertInto('image_blobs')
      .values({
        hash,
        content_type: 'image/png',
        bytes: Buffer.from(hash),
        size: 1,
        created_at: NOW,
      })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await db.kysely
      .insertInto('content_images')
      .values({
        content_id: item.id,
        position,
        source_url: `https://example.com/${hash}.png`,
        status: 'stored',
        hash,
        failure: null,
        updated_at: NOW,
      })
      .execute();
  }
  return item.id;
}

/** Rows of `userId` in every table that holds a reader's data. */
async function rowsOf(db: Db, userId: string, email: string) {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const k = db.kysely;
  return {
    user: await count(
      k
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', '=', userId),
    ),
    session: await count(
      k
        .selectFrom('session')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId),
    ),
    account: await count(
      k
        .selectFrom('account')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId),
    ),
    verification: await count(
      k
        .selectFrom('verification')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('value', 'like', `%${userId}%`),
    ),
    articles: await count(
      k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId),
    ),
    articleTags: await count(
      k
        .selectFrom('article_tags')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId),
    ),
    extractedContent: await count(
      k
        .selectFrom('extracted_content')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('extracted_by', '=', userId),
    ),
    apiTokens: await count(
      k
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId),
    ),
    usageEvents: await count(
      k
        .selectFrom('usage_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId),
    ),
    rateLimits: await count(
      k
        .selectFrom('rate_limits')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('key', 'like', `%${userId}%`),
    ),
    emailMentions: await count(
      k
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('email', '=', email),
    ),
  };
}

async function exists(db: Db, table: 'extracted_content' | 'image_blobs', key: string) {
  const column = table === 'image_blobs' ? 'hash' : 'id';
  const row = await db.kysely
    .selectFrom(table)
    .select(column)
    .where(column, '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

describeEachDialect('DELETE /api/me on %s', (dialect) => {
  let db: TestDb;
  let t: TestApp;
  /** The same database behind an app whose billing cannot cancel. */
  let failing: TestApp;
  let cancelled: string[];

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    t = await createTestApp(dialect, {
      db,
      billing: {
        ...disabledBilling(),
        cancelForDeletion: async (userId) => {
          cancelled.push(userId);
        },
      },
    });
    failing = await createTestApp(dialect, {
      db,
      billing: {
        ...disabledBilling(),
        cancelForDeletion: () => Promise.reject(new Error('the payment provider is down')),
      },
    });
  });
  beforeEach(() => {
    cancelled = [];
  });
  afterAll(async () => {
    await db.drop();
  });

  /** A reader with a bit of everything, beside another reader who shares some content. */
  async function twoReaders(label: string) {
    const ada = await signedInClient(t, `ada-${label}@example.com`, PASSWORD);
    const bob = await signedInClient(t, `bob-${label}@example.com`, PASSWORD);
    const adaId = await idOf(ada);
    const bobId = await idOf(bob);
    const only = `only-${label}`;
    const shared = `shared-${label}`;
    const hers = await content(db, adaId, [only, shared], false);
    const both = await content(db, bobId, [shared]);
    const cached = await content(db, adaId, []);
    const hersShownByBob = await content(db, adaId, []);
    await article(db, adaId, hers, ['work', 'later']);
    await article(db, adaId, both, ['work']);
    await article(db, adaId, cached);
    await article(db, adaId, null);
    await article(db, bobId, both, ['work']);
    await article(db, bobId, hersShownByBob, ['mine']);
    expect((await ada.post('/api/tokens', { name: 'Phone' })).status).toBe(201);
    await recordEvent(db, { userId: adaId, type: 'article_saved', data: { a: '1' } });
    await recordEvent(db, { userId: bobId, type: 'article_saved', data: { a: '1' } });
    await db.kysely
      .insertInto('rate_limits')
      .values(
        ['save', 'ai', 'export'].flatMap((name) => [
          { key: `${name}:${adaId}`, count: 1, window_start: NOW },
          { key: `${name}:${bobId}`, count: 1, window_start: NOW },
        ]),
      )
      .execute();
    await db.kysely
      .insertInto('verification')
      .values({
        id: randomUUID(),
        identifier: `reset-password:${randomUUID()}`,
        value: adaId,
        expiresAt: writeAuthDate(dialect, new Date(NOW + 3_600_000)),
        createdAt: writeAuthDate(dialect, new Date(NOW)),
        updatedAt: writeAuthDate(dialect, new Date(NOW)),
      })
      .execute();
    // A second session, signed in elsewhere.
    const elsewhere = new TestClient(t);
    const signIn = await elsewhere.post('/api/auth/sign-in/email', {
      email: `ada-${label}@example.com`,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    return {
      ada,
      adaId,
      adaEmail: `ada-${label}@example.com`,
      bob,
      bobId,
      bobEmail: `bob-${label}@example.com`,
      elsewhere,
      contents: { hers, both, cached, hersShownByBob },
      pictures: { only, shared },
    };
  }

  it('removes everything of the reader and nothing of anyone else', async () => {
    const r = await twoReaders('all');
    const bobBefore = await rowsOf(db, r.bobId, r.bobEmail);
    const adaBefore = await rowsOf(db, r.adaId, r.adaEmail);
    expect(adaBefore).toMatchObject({ user: 1, articles: 4, apiTokens: 1, rateLimits: 3 });
    expect(adaBefore.session).toBeGreaterThanOrEqual(2);

    const stream = await r.ada.get('/api/me/events');
    const events = new EventReader(stream);
    await events.next('user');

    const res = await deleteMe(r.ada, { confirmation: DELETE_CONFIRMATION });
    expect(res.status).toBe(204);
    expect(cancelled).toEqual([r.adaId]);
    // Her open pages stop following an account that is gone.
    expect(await events.ended()).toBe(true);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('canyon.session_token='));
    expect(cleared).toMatch(/^canyon\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(await rowsOf(db, r.adaId, r.adaEmail)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      verification: 0,
      articles: 0,
      articleTags: 0,
      extractedContent: 0,
      apiTokens: 0,
      usageEvents: 0,
      rateLimits: 0,
      emailMentions: 0,
    });
    expect(await rowsOf(db, r.bobId, r.bobEmail)).toEqual(bobBefore);
    // Content only she showed went with its pictures; what Bob shows stayed, pictures included.
    expect(await exists(db, 'extracted_content', r.contents.hers)).toBe(false);
    expect(await exists(db, 'extracted_content', r.contents.cached)).toBe(false);
    expect(await exists(db, 'image_blobs', r.pictures.only)).toBe(false);
    expect(await exists(db, 'extracted_content', r.contents.both)).toBe(true);
    expect(await exists(db, 'image_blobs', r.pictures.shared)).toBe(true);
    const kept = await db.kysely
      .selectFrom('extracted_content')
      .select('extracted_by')
      .where('id', '=', r.contents.hersShownByBob)
      .executeTakeFirstOrThrow();
    expect(kept.extracted_by).toBeNull();
    const bobsArticles = await r.bob.get('/api/articles');
    expect(((await bobsArticles.json()) as { items: unknown[] }).items).toHaveLength(2);
    const bobsImages = await db.kysely
      .selectFrom('content_images')
      .select('hash')
      .where('content_id', '=', r.contents.both)
      .execute();
    expect(bobsImages).toEqual([{ hash: r.pictures.shared }]);

    // Signed out everywhere, and no way back in.
    expect((await r.ada.get('/api/me')).status).toBe(401);
    expect((await r.elsewhere.get('/api/me')).status).toBe(401);
    const signIn = await new TestClient(t).post('/api/auth/sign-in/email', {
      email: r.adaEmail,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
    expect((await r.bob.get('/api/me')).status).toBe(200);
  });

  it.each([
    ['lower case', 'delete my account'],
    ['an extra space', 'DELETE  MY ACCOUNT'],
    ['a trailing space', 'DELETE MY ACCOUNT '],
    ['a NUL byte', 'DELETE MY ACCOUNT\u0000'],
    ['a zero-width space', 'DELETE\u200B MY ACCOUNT'],
    ['a lone surrogate', 'DELETE MY ACCOUNT\uD800'],
    ['look-alike letters', 'DELETE MY АCCOUNT'],
    ['nothing', ''],
  ])('refuses the phrase with %s and deletes nothing', async (_label, confirmation) => {
    const reader = await signedInClient(t, `phrase-${randomUUID()}@example.com`, PASSWORD);
    const id = await idOf(reader);
    await article(db, id, null);
    const res = await deleteMe(reader, { confirmation });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: ACCOUNT_MESSAGES.deleteConfirmation, code: 'VALIDATION_FAILED' },
    });
    expect(cancelled).toEqual([]);
    expect((await reader.get('/api/me')).status).toBe(200);
    expect((await rowsOf(db, id, '')).articles).toBe(1);
  });

  it('refuses a body without the phrase, or with other fields', async () => {
    const reader = await signedInClient(t, 'no-phrase@example.com', PASSWORD);
    expect((await deleteMe(reader, {})).status).toBe(400);
    expect(
      (await deleteMe(reader, { confirmation: DELETE_CONFIRMATION, userId: 'someone' })).status,
    ).toBe(400);
    expect((await reader.get('/api/me')).status).toBe(200);
  });

  it('deletes nothing when the subscription cannot be canceled (502)', async () => {
    const r = await twoReaders('failing');
    const before = await rowsOf(db, r.adaId, r.adaEmail);
    const client = new TestClient(failing);
    client.jar.cookies.set(...([...r.ada.jar.cookies][0] as [string, string]));
    const res = await deleteMe(client, { confirmation: DELETE_CONFIRMATION });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: { message: SUBSCRIPTION_NOT_CANCELED_MESSAGE, code: 'BILLING_FAILED' },
    });
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(false);
    expect(await rowsOf(db, r.adaId, r.adaEmail)).toEqual(before);
    expect(await exists(db, 'image_blobs', r.pictures.only)).toBe(true);
    expect((await r.ada.get('/api/me')).status).toBe(200);
  });

  it('cannot be done with an API token', async () => {
    const reader = await signedInClient(t, 'token-holder@example.com', PASSWORD);
    const created = (await (await reader.post('/api/tokens', { name: 'Script' })).json()) as {
      token: string;
    };
    const res = await deleteMe(
      new TestClient(t),
      { confirmation: DELETE_CONFIRMATION },
      { authorization: `Bearer ${created.token}` },
    );
    expect(res.status).toBe(403);
    expect((await reader.get('/api/me')).status).toBe(200);
  });

  it('answers 401 when signed out, and refuses a cross-site request', async () => {
    expect((await deleteMe(new TestClient(t), { confirmation: DELETE_CONFIRMATION })).status).toBe(
      401,
    );
    const reader = await signedInClient(t, 'cross-site@example.com', PASSWORD);
    const res = await deleteMe(
      reader,
      { confirmation: DELETE_CONFIRMATION },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await reader.get('/api/me')).status).toBe(200);
  });
});
