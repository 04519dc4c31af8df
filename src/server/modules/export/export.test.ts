import type { AddressInfo } from 'node:net';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportFilename } from '@/shared/account/account-schemas';
import {
  DEFAULT_READER_PREFERENCES,
  type ReaderPreferences,
} from '@/shared/account/reader-preferences';
import { userRecordSchema } from '@/shared/auth/user-record';
import type { Db } from '../../db/database';
import { serveApp } from '../../http/serve-app';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { recordEvent } from '../events/events.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { EXPORT_RUNNING_MESSAGE } from './export.service';
import { parseCsv } from './testing/parse-csv';

// GET /api/export (spec exportUserData, SECURITY.md 17 and 22): three formats, only the
// requester's data, every title kept as text, and the file streamed as it is read.

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

type Row = {
  id: string;
  url: string;
  title: string | null;
  tags: string[];
  archived: boolean;
  createdAt: number;
  contentId?: string | null;
  summary?: string[];
};

async function insertArticles(db: Db, userId: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await db.kysely
      .insertInto('articles')
      .values(
        batch.map((row) => ({
          id: row.id,
          user_id: userId,
          url: row.url,
          url_key: row.url,
          extracted_content_id: row.contentId ?? null,
          title: row.title,
          summary: row.summary ? JSON.stringify(row.summary) : null,
          summary_provider: row.summary ? 'extractive' : null,
          summary_generated_at: row.summary ? row.createdAt : null,
          tags: JSON.stringify(row.tags),
          is_archived: row.archived ? 1 : 0,
          source: 'web',
          created_at: row.createdAt,
          updated_at: row.createdAt + 1000,
        })),
      )
      .execute();
    const tags = batch.flatMap((row) =>
      row.tags.map((tag) => ({
        article_id: row.id,
        user_id: userId,
        tag,
        created_at: row.createdAt,
      })),
    );
    if (tags.length) await db.kysely.insertInto('article_tags').values(tags).execute();
  }
}

/** What the reader chose in the reader's text settings and the library (issue #17). */
const PREFERENCES: ReaderPreferences = {
  ...DEFAULT_READER_PREFERENCES,
  readerFont: 'sans',
  readerLineWidth: 'narrow',
  libraryDensity: 'compact',
};

const TRICKY = [
  'Tags <script>alert(1)</script> & "quotes"',
  'Commas, and a\nnew line',
  '=HYPERLINK("https://evil.example","click")',
  '+1 sum',
  '-minus',
  '@at',
  '\tTabbed',
  "It's <b>bold</b>",
];

describeEachDialect('GET /api/export on %s', (dialect) => {
  let t: TestApp;
  let reader: TestClient;
  let readerId: string;
  let other: TestClient;
  let contentId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await signedInClient(t, 'exporter@example.com');
    readerId = userRecordSchema.parse(await (await reader.get('/api/me')).json()).id;
    other = await signedInClient(t, 'other@example.com');
    const otherId = userRecordSchema.parse(await (await other.get('/api/me')).json()).id;
    const content = makeExtractedContent({
      title: 'Page <title>',
      content: '<p>Body with <em>markup</em></p>',
      textContent: 'Body with markup',
      extractedBy: readerId,
    });
    contentId = content.id;
    await insertExtractedContent(t.db, content);
    await insertArticles(t.db, readerId, [
      ...TRICKY.map((title, i) => ({
        id: `tricky-${i}`,
        url: `https://example.com/tricky/${i}?a=1&b="2"`,
        title,
        tags: i === 0 ? ['news', 'a,b'] : [],
        archived: i % 2 === 1,
        createdAt: T0 + i * DAY,
      })),
      {
        id: 'with-content',
        url: 'https://example.com/with-content',
        title: null,
        tags: ['reading'],
        archived: false,
        createdAt: T0 + 20 * DAY,
        contentId,
        summary: ['First point', 'Second point'],
      },
    ]);
    await insertArticles(t.db, otherId, [
      {
        id: 'theirs',
        url: 'https://example.com/their-secret',
        title: 'Their secret',
        tags: ['private'],
        archived: false,
        createdAt: T0,
      },
    ]);
    expect(
      (await reader.patch('/api/articles/with-content', { readingProgress: 0.375 })).status,
    ).toBe(200);
    expect((await reader.patch('/api/me/preferences', PREFERENCES)).status).toBe(200);
    await recordEvent(t.db, { userId: readerId, type: 'article_saved', data: { id: '1' } });
    await recordEvent(t.db, { userId: otherId, type: 'article_saved', data: { id: 'theirs' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  async function download(client: TestClient, format?: string) {
    const res = await client.get(`/api/export${format ? `?format=${format}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return { res, text: await res.text() };
  }

  it('answers 401 when signed out and 400 for an unknown format; is in the OpenAPI document', async () => {
    expect((await new TestClient(t).get('/api/export')).status).toBe(401);
    expect((await reader.get('/api/export?format=xml')).status).toBe(400);
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/export']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
  });

  it('JSON (the default): the profile, articles with content and summaries, events; pretty-printed', async () => {
    const { res, text } = await download(reader);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${exportFilename('json', new Date())}"`,
    );
    const doc = JSON.parse(text) as {
      exportedAt: string;
      profile: Record<string, unknown>;
      articles: Array<Record<string, unknown>>;
      usageEvents: Array<Record<string, unknown>>;
    };
    expect(text).toBe(`${JSON.stringify(doc, null, 2)}\n`);
    // The document's shape, in order: the import (canyon-json.ts) and readers' own scripts read
    // it, so a field is added on purpose, never moved or dropped.
    expect(Object.keys(doc)).toEqual([
      'exportedAt',
      'profile',
      'articles',
      'usageEvents',
      'contactRequests',
    ]);
    expect(Object.keys(doc.profile)).toEqual([
      'email',
      'displayName',
      'photoURL',
      'plan',
      'authProvider',
      'emailVerified',
      'createdAt',
      'updatedAt',
      'subscriptionStatus',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'preferences',
    ]);
    expect(doc.profile).toMatchObject({ email: 'exporter@example.com', plan: 'pro' });
    // The same preferences GET /api/me gives.
    const me = userRecordSchema.parse(await (await reader.get('/api/me')).json());
    expect(doc.profile.preferences).toEqual(PREFERENCES);
    expect(doc.profile.preferences).toEqual(me.preferences);
    expect(doc.articles).toHaveLength(TRICKY.length + 1);
    expect(doc.articles.map((a) => a.title)).toEqual(
      expect.arrayContaining([...TRICKY, 'Page <title>']),
    );
    const withContent = doc.articles.find((a) => a.url === 'https://example.com/with-content');
    expect(Object.keys(withContent ?? {})).toEqual([
      'url',
      'title',
      'tags',
      'isArchived',
      'readingProgress',
      'source',
      'createdAt',
      'updatedAt',
      'summary',
      'summaryProvider',
      'summaryGeneratedAt',
      'content',
    ]);
    expect(withContent).toMatchObject({
      title: 'Page <title>',
      tags: ['reading'],
      isArchived: false,
      readingProgress: 0.375,
      source: 'web',
      createdAt: new Date(T0 + 20 * DAY).toISOString(),
      summary: ['First point', 'Second point'],
      summaryProvider: 'extractive',
      content: {
        title: 'Page <title>',
        byline: 'A. Writer',
        siteName: 'Example',
        textContent: 'Body with markup',
        content: '<p>Body with <em>markup</em></p>',
        language: 'en',
      },
    });
    expect(doc.articles.find((a) => a.url !== withContent?.url)?.content).toBeNull();
    // Never opened: 0, a number like every other article's.
    expect(
      doc.articles.filter((a) => a.url !== withContent?.url).map((a) => a.readingProgress),
    ).toEqual(TRICKY.map(() => 0));
    // Signing up signed the reader in once (the confirmation link), then they saved.
    expect(doc.usageEvents).toEqual([
      {
        type: 'login',
        data: { method: 'email', subscription_plan: 'pro' },
        createdAt: expect.any(String),
      },
      { type: 'article_saved', data: { id: '1' }, createdAt: expect.any(String) },
    ]);
    expect(text).not.toContain('their-secret');
    expect(text).not.toContain('other@example.com');
    expect(text).not.toContain('theirs');
  });

  it('JSON for a reader with nothing saved is still valid', async () => {
    const empty = await signedInClient(t, 'empty@example.com');
    const { text } = await download(empty, 'json');
    const doc = JSON.parse(text) as {
      articles: unknown[];
      usageEvents: Array<{ type: string }>;
      contactRequests: unknown[];
    };
    expect(doc.articles).toEqual([]);
    expect(doc.usageEvents.map((event) => event.type)).toEqual(['login']);
    expect(doc.contactRequests).toEqual([]);
    expect(text).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });

  it('HTML: a Netscape bookmark file that parses to the reader’s links, archived ones in a folder', async () => {
    const { res, text } = await download(reader, 'html');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-disposition')).toContain('.html"');
    expect(text.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>\n')).toBe(true);
    expect(text).toContain('<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">');
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('their-secret');

    // linkedom keeps attribute names as written; browsers read them in any case.
    const { document } = parseHTML(text);
    const inOrder = [...document.querySelectorAll('h3, a')];
    const folder = inOrder.findIndex((el) => el.tagName === 'H3');
    expect(inOrder[folder]?.textContent).toBe('Archive');
    const links = inOrder
      .map((el, i) => ({ el, archived: folder >= 0 && i > folder }))
      .filter(({ el }) => el.tagName === 'A');
    expect(links).toHaveLength(TRICKY.length + 1);
    const byTitle = new Map(links.map((link) => [link.el.textContent, link]));
    for (const [i, title] of TRICKY.entries()) {
      const link = byTitle.get(title);
      expect(link, title).toBeDefined();
      expect(link?.el.getAttribute('HREF')).toBe(`https://example.com/tricky/${i}?a=1&b="2"`);
      expect(link?.el.getAttribute('ADD_DATE')).toBe(String((T0 + i * DAY) / 1000));
      expect(link?.archived).toBe(i % 2 === 1);
    }
    expect(byTitle.get(TRICKY[0]!)?.el.getAttribute('TAGS')).toBe('news,a b');
    expect(byTitle.get('Page <title>')?.el.getAttribute('TAGS')).toBe('reading');
  });

  it('CSV: the header, RFC 4180 quoting, tags joined with "|", and formulas defused', async () => {
    const { res, text } = await download(reader, 'csv');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('.csv"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['url', 'title', 'tags', 'created', 'archived']);
    expect(rows).toHaveLength(TRICKY.length + 1);
    const byUrl = new Map(rows.map((row) => [row[0], row]));
    expect(byUrl.get('https://example.com/tricky/0?a=1&b="2"')).toEqual([
      'https://example.com/tricky/0?a=1&b="2"',
      TRICKY[0],
      'news|a,b',
      new Date(T0).toISOString(),
      'false',
    ]);
    expect(byUrl.get('https://example.com/tricky/1?a=1&b="2"')?.slice(1, 2)).toEqual([TRICKY[1]]);
    expect(byUrl.get('https://example.com/tricky/1?a=1&b="2"')?.[4]).toBe('true');
    for (const i of [2, 3, 4, 5, 6]) {
      expect(byUrl.get(`https://example.com/tricky/${i}?a=1&b="2"`)?.[1]).toBe(`'${TRICKY[i]}`);
    }
    expect(text).not.toContain('their-secret');
  });

  it('streams a large library: the first bytes leave before the last rows are read', async () => {
    const big = await signedInClient(t, 'big-library@example.com');
    const bigId = userRecordSchema.parse(await (await big.get('/api/me')).json()).id;
    const COUNT = 20_000;
    await insertArticles(
      t.db,
      bigId,
      Array.from({ length: COUNT }, (_, i) => ({
        id: `big-${i}`,
        url: `https://example.com/big/${i}`,
        title: `Article ${i}`,
        tags: i % 3 === 0 ? ['three'] : [],
        archived: i % 4 === 0,
        createdAt: T0 + 1000 + i,
        contentId: i % 10 === 0 ? contentId : null,
      })),
    );
    const res = await big.get('/api/export?format=json');
    expect(res.status).toBe(200);
    const body = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = await body.read();
    let text = decoder.decode(first.value, { stream: true });
    expect(first.done).toBe(false);
    // Still running: a second export of the same reader waits; another reader's does not.
    const second = await big.get('/api/export?format=csv');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeTruthy();
    expect(await second.json()).toEqual({
      error: { message: EXPORT_RUNNING_MESSAGE, code: 'RATE_LIMITED' },
    });
    const others = await other.get('/api/export?format=csv');
    expect(others.status).toBe(200);
    await others.text();
    // Saved after the first bytes arrived; it sorts last (the oldest archived article), so it is
    // in the file only if the export had not read that far yet.
    await insertArticles(t.db, bigId, [
      {
        id: 'big-late',
        url: 'https://example.com/big/late',
        title: 'Saved during the export',
        tags: [],
        archived: true,
        createdAt: 1,
      },
    ]);
    for (;;) {
      const { done, value } = await body.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const doc = JSON.parse(text) as { articles: Array<{ url: string; content: unknown }> };
    expect(doc.articles).toHaveLength(COUNT + 1);
    expect(doc.articles.at(-1)?.url).toBe('https://example.com/big/late');
    expect(doc.articles.filter((a) => a.content !== null)).toHaveLength(COUNT / 10);

    // Finished, the slot is free; a download the client abandons frees it too.
    const abandoned = await big.get('/api/export?format=html');
    expect(abandoned.status).toBe(200);
    await abandoned.body?.cancel();
    const again = await big.get('/api/export?format=csv');
    expect(again.status).toBe(200);
    const csv = await again.text();
    expect(csv.split('\r\n')).toHaveLength(COUNT + 1 + 2);

    // Over a real connection, gzip-compressed: a client that hangs up mid-download frees it.
    const server = serveApp({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/export`;
      const headers = { cookie: big.jar.header(), 'accept-encoding': 'gzip' };
      const hangUp = new AbortController();
      const partial = await fetch(url, { headers, signal: hangUp.signal });
      expect(partial.status).toBe(200);
      expect(partial.headers.get('content-encoding')).toBe('gzip');
      await partial.body!.getReader().read();
      hangUp.abort();
      let status = 429;
      for (let tries = 0; status === 429 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const next = await fetch(`${url}?format=csv`, { headers });
        status = next.status;
        await next.body?.cancel();
      }
      expect(status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);
});
