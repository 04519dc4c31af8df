import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeEachDialect } from '../../test/test-database';
import { startCanary, type Canary } from '../fetching/testing/canary-listener';
import { MAX_IMAGES_PER_ARTICLE } from './image-limits';
import { OTHER_PHOTO, PHOTO, startImageSite, type ImageSite } from './testing/image-site';

// Issue #11 item 9, SECURITY.md 45: article images are fetched by the server through the SSRF
// guard, kept once by hash, and served by Canyon to the readers whose articles show them.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PHOTO_URL = `/api/images/${sha256(PHOTO)}`;
const OTHER_URL = `/api/images/${sha256(OTHER_PHOTO)}`;

type Detail = { id: string; content: string; image: string | null };

let site: ImageSite;
let canary: Canary;
beforeAll(async () => {
  site = await startImageSite();
  canary = await startCanary();
});
afterAll(async () => {
  await site.close();
  await canary.close();
});
afterEach(() => {
  expect(canary.connections()).toBe(0);
});

const srcs = (html: string) =>
  [...html.matchAll(/<img[^>]*>/g)].map((m) => /\ssrc="([^"]*)"/.exec(m[0])?.[1] ?? null);

describeEachDialect('article images on %s', (dialect) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;

  const idle = () => t.articleImages.idle();

  async function save(client: TestClient, url: string): Promise<string> {
    const response = await client.post('/api/save', { url });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function detail(client: TestClient, id: string): Promise<Detail> {
    const response = await client.get(`/api/articles/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Detail;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host } });
    alice = await signedInClient(t, 'alice-images@example.com');
    bob = await signedInClient(t, 'bob-images@example.com');
  });
  afterAll(async () => {
    await idle();
    await t.db.drop();
  });

  it('fetches images through the guard, keeps pictures once, and serves the article from Canyon', async () => {
    const url = site.page(
      `mixed-${dialect}`,
      [
        `<figure><img src="/photo/a.png" alt="First"><figcaption>First</figcaption></figure>`,
        `<p><img src="/photo/b.png" alt="Same picture, other URL"></p>`,
        `<p><img src="/drawing.svg" alt="An SVG"></p>`,
        `<p><img src="/page-as-image.png" alt="A page"></p>`,
        `<p><img src="/oversize.png" alt="Too big"></p>`,
        `<p><img src="/gone.png" alt="Missing"></p>`,
        `<p><img src="http://127.0.0.1:${canary.port}/private.png" alt="Private"></p>`,
      ].join(''),
      '/other.png',
    );
    const id = await save(alice, url);
    await idle();

    const article = await detail(alice, id);
    expect(srcs(article.content)).toEqual([PHOTO_URL, PHOTO_URL, null, null, null, null, null]);
    expect(article.content).not.toContain(site.origin);
    expect(article.content).not.toContain(`:${canary.port}`);
    expect(article.image).toBe(OTHER_URL);

    const blobs = await t.db.kysely
      .selectFrom('image_blobs')
      .select(['hash', 'content_type', 'size'])
      .orderBy('size')
      .execute();
    expect(blobs).toEqual(
      [
        { hash: sha256(OTHER_PHOTO), content_type: 'image/png', size: OTHER_PHOTO.length },
        { hash: sha256(PHOTO), content_type: 'image/png', size: PHOTO.length },
      ].sort((a, b) => a.size - b.size),
    );

    const list = (await (await alice.get('/api/articles')).json()) as {
      items: { id: string; image: string | null }[];
    };
    expect(list.items.find((item) => item.id === id)?.image).toBe(OTHER_URL);
  });

  it('serves a stored picture with its type, nosniff, a closed policy and a long cache', async () => {
    const response = await alice.get(PHOTO_URL);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PHOTO)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');

    const again = await alice.get(PHOTO_URL, { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves a picture only to readers whose articles show it', async () => {
    const other = await bob.get(PHOTO_URL);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      error: { message: 'Image not found', code: 'NOT_FOUND' },
    });
    expect((await bob.get(`/api/images/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await new TestClient(t).get(PHOTO_URL)).status).toBe(401);

    const [aliceArticle] = (
      (await (await alice.get('/api/articles')).json()) as { items: { id: string }[] }
    ).items;
    expect((await bob.get(`/api/articles/${aliceArticle!.id}/images/0`)).status).toBe(404);

    // Once Bob saves a page showing the same picture, it is his to see too.
    await save(bob, site.page(`bob-${dialect}`, '<p><img src="/photo/c.png" alt="c"></p>'));
    await idle();
    expect((await bob.get(PHOTO_URL)).status).toBe(200);
  });

  it(`fetches at most ${MAX_IMAGES_PER_ARTICLE} images of one article`, async () => {
    const images = Array.from(
      { length: MAX_IMAGES_PER_ARTICLE + 10 },
      (_, i) => `<p><img src="/numbered/${i + 1}.png" alt="Picture ${i + 1}"></p>`,
    );
    const before = site.requests.filter((path) => path.startsWith('/numbered/')).length;
    const id = await save(alice, site.page(`many-${dialect}`, images.join('')));
    await idle();

    const fetched = site.requests.filter((path) => path.startsWith('/numbered/')).length - before;
    expect(fetched).toBe(MAX_IMAGES_PER_ARTICLE);
    const shown = srcs((await detail(alice, id)).content);
    expect(shown).toHaveLength(MAX_IMAGES_PER_ARTICLE + 10);
    expect(
      shown.slice(0, MAX_IMAGES_PER_ARTICLE).every((src) => src?.startsWith('/api/images/')),
    ).toBe(true);
    expect(shown.slice(MAX_IMAGES_PER_ARTICLE)).toEqual(Array(10).fill(null));
  });

  it('fetches an image not fetched yet when the reader asks for it (after a restart)', async () => {
    const url = site.page(
      `later-${dialect}`,
      '<p><img src="/photo/later.png" alt="Later"></p><p><img src="/gone-later.png" alt="Gone"></p>',
    );
    const id = await save(alice, url);
    await idle();
    // As after a restart that lost the queue: the images were recorded but never fetched.
    const { contentId } = (await t.db.kysely
      .selectFrom('articles')
      .select('extracted_content_id as contentId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as { contentId: string };
    await t.db.kysely.deleteFrom('content_images').where('content_id', '=', contentId).execute();

    const pending = await detail(alice, id);
    expect(srcs(pending.content)).toEqual([
      `/api/articles/${id}/images/0`,
      `/api/articles/${id}/images/1`,
    ]);
    const image = await alice.get(`/api/articles/${id}/images/0`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PHOTO)).toBe(true);
    expect(image.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    // One that cannot be fetched answers "no content", not an error the browser would log.
    expect((await alice.get(`/api/articles/${id}/images/1`)).status).toBe(204);
    expect((await alice.get(`/api/articles/${id}/images/7`)).status).toBe(404);

    expect(srcs((await detail(alice, id)).content)).toEqual([PHOTO_URL, null]);
  });

  it('answers the save before its images are fetched', async () => {
    const id = await save(
      alice,
      site.page(`slow-${dialect}`, '<p><img src="/stall.png" alt="Never comes"></p>'),
    );
    expect(srcs((await detail(alice, id)).content)).toEqual([`/api/articles/${id}/images/0`]);
  });

  it('lets pages load images only from Canyon itself and data: URLs', async () => {
    const response = await alice.get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(/(?:^|;\s*)img-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' data:");
  });
});
