import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { cleanText } from '@/shared/text/clean-text';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { testExtractor } from '../../test/test-extractor';
import type { ExtractOptions } from '../extraction/extraction-pool';
import { NO_CONTENT_MESSAGE } from '../extraction/extraction-errors';
import { PHOTO, startImageSite, type ImageSite } from '../images/testing/image-site';
import { TOO_MANY_AT_ONCE_MESSAGE, TOO_MANY_PER_MINUTE_MESSAGE } from './save-limiter';
import { ODD_TEXT_PAGE, startArticleSite, type ArticleSite } from './testing/article-site';
import { storedCounts } from './testing/stored-counts';

// Issue #12 item 2: a save may carry the page as the reader's browser had it. The server
// extracts that HTML instead of fetching, through the same extraction, limits and sanitising,
// and keeps the result for that reader alone (DESIGN.md §3, SECURITY.md 43).

let site: ArticleSite;
let images: ImageSite;
beforeAll(async () => {
  site = await startArticleSite();
  images = await startImageSite();
});
afterAll(async () => {
  await site.close();
  await images.close();
});

type Saved = {
  id: string;
  title: string;
  canonical_url: string;
  excerpt: string;
  created: boolean;
};
type Detail = { id: string; title: string | null; content: string | null };
type ErrorBody = { error: { code: string; message: string } };

const paragraphs = (topic: string, count = 4) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i} about ${topic}. Only the reader’s own browser saw this text, written there after the page loaded, and a reader view keeps every word of it.</p>`,
  ).join('');

/** A page as a browser hands it over: whole document, scripts and all. */
const capturedPage = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><nav><a href="/">Home</a></nav><article><h1>${title}</h1>${body}</article></body></html>`;

const env = () => ({ FETCH_ALLOW_PRIVATE_HOSTS: `${site.host},${images.host}` });

describeEachDialect('saving a captured page on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let carol: TestClient;
  let n = 0;
  /** A page of the fixture site nobody has saved yet; the site serves it as an untitled article. */
  const freshPath = () => `/untitled/capture-${dialect}-${(n += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: env() });
    alice = await signedInClient(t, 'alice-capture@example.com');
    bob = await signedInClient(t, 'bob-capture@example.com');
    carol = await signedInClient(t, 'carol-capture@example.com');
  });
  afterAll(async () => {
    await t.articleImages.idle();
    await t.db.drop();
  });

  async function save(client: TestClient, body: Record<string, unknown>): Promise<Saved> {
    const res = await client.post('/api/save', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Saved;
  }

  async function detail(client: TestClient, id: string): Promise<Detail> {
    const res = await client.get(`/api/articles/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Detail;
  }

  async function storedContent(articleId: string) {
    const row = await t.db.kysely
      .selectFrom('articles as a')
      .innerJoin('extracted_content as c', 'c.id', 'a.extracted_content_id')
      .select(['c.content', 'c.text_content', 'c.title', 'c.shareable', 'c.url'])
      .where('a.id', '=', articleId)
      .executeTakeFirstOrThrow();
    return row;
  }

  it('saves the captured text, not what the URL serves, without fetching the page', async () => {
    const path = freshPath();
    const saved = await save(alice, {
      url: `${site.origin}${path}`,
      source: 'bookmarklet',
      html: capturedPage('Written after load', paragraphs('what the script wrote')),
    });
    expect(saved).toMatchObject({
      title: 'Written after load',
      canonical_url: `${site.origin}${path}`,
      created: true,
    });
    expect(saved.excerpt).toContain('what the script wrote');
    expect(site.hits.get(path) ?? 0).toBe(0);

    const content = await storedContent(saved.id);
    expect(content.text_content).toContain('Paragraph 3 about what the script wrote');
    expect(content.text_content).not.toContain('anonymity'); // what the site itself serves
    expect(content.url).toBe(`${site.origin}${path}`);
    expect((await detail(alice, saved.id)).content).toContain('what the script wrote');
  });

  it('resolves relative links and images against the URL', async () => {
    const path = `/dir/capture-links-${dialect}`;
    const saved = await save(alice, {
      url: `${site.origin}${path}?page=1`,
      html: capturedPage(
        'Links inside',
        `${paragraphs('links')}<p>See <a href="/other">the other piece</a>, <a href="next">the next one</a> and <a href="?page=2">page two</a>.</p><figure><img src="pics/a.jpg" alt="A picture"><figcaption>A picture</figcaption></figure>`,
      ),
    });
    const { content } = await storedContent(saved.id);
    expect(content).toContain(`href="${site.origin}/other"`);
    expect(content).toContain(`href="${site.origin}/dir/next"`);
    expect(content).toContain(`href="${site.origin}${path}?page=2"`);
    expect(content).toContain(`src="${site.origin}/dir/pics/a.jpg"`);
  });

  it('fetches the captured page’s images through Canyon, as for any new article', async () => {
    const url = `${images.origin}/pages/captured-${dialect}`;
    const saved = await save(alice, {
      url,
      html: capturedPage(
        'A page with a picture',
        `${paragraphs('pictures')}<figure><img src="../photo/a.png" alt="A photo"><figcaption>A photo</figcaption></figure>`,
      ),
    });
    await t.articleImages.idle();
    const shown = (await detail(alice, saved.id)).content ?? '';
    const hash = createHash('sha256').update(PHOTO).digest('hex');
    expect(shown).toContain(`src="/api/images/${hash}"`);
    expect(shown).not.toContain(images.origin);
    // The picture was fetched; the page itself never was.
    expect(images.requests).toContain('/photo/a.png');
    expect(images.requests).not.toContain(`/pages/captured-${dialect}`);
  });

  it('removes scripts and event handlers from the captured page', async () => {
    const saved = await save(alice, {
      url: `${site.origin}${freshPath()}`,
      html: capturedPage(
        'Hostile markup',
        `${paragraphs('hostility')}<script>document.cookie</script><p onclick="steal()">Click <a href="javascript:steal()">here</a> or <a href="/safe" onmouseover="steal()">there</a>.</p><img src="/x.png" onerror="steal()" alt="x"><svg onload="steal()"><script>steal()</script></svg><iframe src="https://evil.example/"></iframe>`,
      ),
    });
    for (const html of [
      (await storedContent(saved.id)).content,
      (await detail(alice, saved.id)).content ?? '',
    ]) {
      expect(html).toContain('Paragraph 3 about hostility');
      expect(html).not.toMatch(
        /<script|onerror|onclick|onmouseover|onload|javascript:|steal\(|<iframe|evil\.example/i,
      );
    }
  });

  it('keeps a capture from another reader, and the shared cache from the capture', async () => {
    const path = freshPath();
    const url = `${site.origin}${path}`;
    const secret = 'Alice’s account page';
    const alices = await save(alice, {
      url,
      title: 'Alice’s title',
      html: capturedPage(secret, paragraphs(secret)),
    });
    expect(site.hits.get(path) ?? 0).toBe(0);

    // Bob's save of the same URL is fetched: nothing of Alice's capture reaches him.
    const bobs = await save(bob, { url });
    expect(site.hits.get(path)).toBe(1);
    expect(bobs.title).toBe('Untitled');
    expect(JSON.stringify(bobs)).not.toContain('Alice');
    const bobsDetail = await detail(bob, bobs.id);
    expect(bobsDetail.content).toContain('anonymity');
    expect(JSON.stringify(bobsDetail)).not.toContain('Alice');

    // Carol gets Bob's fetched extraction from the shared cache, never Alice's capture.
    const carols = await save(carol, { url });
    expect(site.hits.get(path)).toBe(1);
    expect(JSON.stringify(await detail(carol, carols.id))).not.toContain('Alice');

    const rows = await t.db.kysely
      .selectFrom('extracted_content')
      .select(['shareable', 'text_content', 'extracted_by'])
      .where('url', '=', url)
      .execute();
    expect(rows.map((row) => row.shareable).sort()).toEqual([0, 1]);
    const shared = rows.filter((row) => row.shareable === 1);
    expect(JSON.stringify(shared)).not.toContain('Alice');
    expect((await storedContent(alices.id)).shareable).toBe(0);
    expect((await detail(alice, alices.id)).content).toContain(secret);
  });

  it('extracts a capture even when the shared cache holds the fetched page', async () => {
    const path = freshPath();
    const url = `${site.origin}${path}`;
    await save(bob, { url });
    expect(site.hits.get(path)).toBe(1);
    const alices = await save(alice, {
      url,
      html: capturedPage('Seen signed in', paragraphs('the signed-in view')),
    });
    expect(site.hits.get(path)).toBe(1);
    expect(alices.title).toBe('Seen signed in');
    const content = await storedContent(alices.id);
    expect(content.text_content).toContain('the signed-in view');
    expect(content.shareable).toBe(0);
  });

  it('saves a capture over 2,000,000 bytes truncated, not refused', async () => {
    // Most of the page is a script the extractor drops in one cheap pass; the cut falls inside
    // it, so the paragraph after it is gone, and the paragraphs before it are kept.
    const script = `<script>var data = "${'x'.repeat(2_500_000)}";</script>`;
    const html = capturedPage(
      'A very long capture',
      `${paragraphs('a long capture')}${script}<p>The paragraph after the cap, which never arrives.</p>`,
    );
    expect(Buffer.byteLength(html)).toBeGreaterThan(2_500_000);
    const saved = await save(alice, { url: `${site.origin}${freshPath()}`, html });
    const content = await storedContent(saved.id);
    expect(content.text_content).toContain('Paragraph 3 about a long capture');
    expect(content.text_content).not.toContain('after the cap');
  }, 60_000);

  it('answers a body over 8 MB with 413 and stores nothing', async () => {
    const before = await storedCounts(t.db);
    const res = await alice.post('/api/save', {
      url: `${site.origin}${freshPath()}`,
      html: '語'.repeat(3_000_000), // 9 MB of UTF-8
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it.each([
    ['an empty page', ''],
    [
      'markup without text',
      '<html><head><title></title></head><body><nav><a href="/">Home</a></nav></body></html>',
    ],
    ['garbage', '\u0000\u0001\uFFFF\uD800<!-- x --><div><span>\u0000\u0002</span></div>\uFFFE'],
  ])('refuses %s with the extractor’s error and stores nothing', async (_case, html) => {
    const before = await storedCounts(t.db);
    const path = freshPath();
    const res = await alice.post('/api/save', { url: `${site.origin}${path}`, html });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'NO_CONTENT', message: NO_CONTENT_MESSAGE },
    });
    expect(await storedCounts(t.db)).toEqual(before);
    expect(site.hits.get(path) ?? 0).toBe(0);
  });

  it('cleans NUL bytes, control characters and noncharacters out of a capture', async () => {
    const saved = await save(alice, { url: `${site.origin}${freshPath()}`, html: ODD_TEXT_PAGE });
    const content = await storedContent(saved.id);
    for (const text of [saved.title, content.title, content.content, content.text_content]) {
      expect(cleanText(text)).toBe(text);
    }
    expect(content.text_content).toContain('Paragraph 0 about odd text');
  });

  it('takes a typed link as people type it, with or without a capture', async () => {
    const path = freshPath();
    const saved = await save(alice, {
      url: `  <${site.origin}${path}>. `,
      html: capturedPage('Typed loosely', paragraphs('typing')),
    });
    expect(saved.canonical_url).toBe(`${site.origin}${path}`);
  });
});

describeEachDialect('captured saves and the save limits on %s', (dialect) => {
  let t: TestApp;
  const readers: string[] = [];
  let gate: { open: () => void; promise: Promise<void> } | undefined;

  function closeGate() {
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { open, promise };
  }

  beforeAll(async () => {
    const real = testExtractor();
    t = await createTestApp(dialect, {
      env: { ...env(), SAVES_PER_MINUTE: '4' },
      extractor: {
        async extract(html: string, url: string, options?: ExtractOptions) {
          readers.push(options?.reader ?? '');
          await gate?.promise;
          return real.extract(html, url, options);
        },
      },
    });
  });
  afterAll(async () => {
    await t.articleImages.idle();
    await t.db.drop();
  });

  const capture = (client: TestClient, name: string) =>
    client.post('/api/save', {
      url: `${site.origin}/untitled/limits-${dialect}-${name}`,
      html: capturedPage(name, paragraphs(name)),
    });

  it('extracts a capture in the reader’s own turn of the fair queue', async () => {
    const dana = await signedInClient(t, 'dana-capture@example.com');
    const { id } = await t.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'dana-capture@example.com')
      .executeTakeFirstOrThrow();
    readers.length = 0;
    expect((await capture(dana, 'queue')).status).toBe(201);
    expect(readers).toEqual([id]);
  });

  it('counts captures as saves in progress', async () => {
    const erin = await signedInClient(t, 'erin-capture@example.com');
    closeGate();
    readers.length = 0;
    const held = [capture(erin, 'held-1'), capture(erin, 'held-2')];
    await vi.waitFor(() => expect(readers).toHaveLength(2));
    const third = await capture(erin, 'held-3');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      error: { message: TOO_MANY_AT_ONCE_MESSAGE, code: 'RATE_LIMITED' },
    });
    gate?.open();
    gate = undefined;
    expect((await Promise.all(held)).map((res) => res.status)).toEqual([201, 201]);
  });

  it('counts captures toward SAVES_PER_MINUTE', async () => {
    const finn = await signedInClient(t, 'finn-capture@example.com');
    for (let i = 0; i < 4; i++) expect((await capture(finn, `minute-${i}`)).status).toBe(201);
    const over = await capture(finn, 'minute-4');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(await over.json()).toEqual({
      error: { message: TOO_MANY_PER_MINUTE_MESSAGE, code: 'RATE_LIMITED' },
    });
  });
});
