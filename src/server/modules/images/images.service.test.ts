import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { insertArticle } from '../articles/articles.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import type { FetchedImage } from './fetch-image';
import { MAX_IMAGE_BYTES_PER_ARTICLE, MAX_IMAGES_PER_ARTICLE } from './image-limits';
import { listContentImages } from './images.repo';
import { createArticleImages, planContentImages } from './images.service';

let n = 0;

async function savedArticle(db: TestDb, html: string, ogImage: string | null = null) {
  n += 1;
  const content = makeExtractedContent({
    content: html,
    openGraph: { ...makeExtractedContent().openGraph, image: ogImage },
  });
  await insertExtractedContent(db, content);
  const id = `img-${n}`;
  await insertArticle(db, {
    id,
    userId: 'alice',
    url: `https://example.com/${n}`,
    urlKey: `https://example.com/${n}`,
    extractedContentId: content.id,
    summary: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt: 1_790_000_000_000 + n,
    updatedAt: 1_790_000_000_000 + n,
  });
  return { articleId: id, contentId: content.id };
}

/** A fake fetch: each URL's bytes are its own (or shared when the URL says so). */
function fakeFetch(size: (url: string) => number, fetched: string[] = []) {
  return async (url: string): Promise<FetchedImage> => {
    fetched.push(url);
    if (url.includes('broken')) throw new AppError('FETCH_ERROR', 'HTTP 404 Not Found');
    const seed = url.includes('shared') ? 'shared' : url;
    const bytes = Buffer.alloc(size(url), seed);
    return {
      bytes,
      contentType: 'image/png',
      hash: createHash('sha256').update(bytes).digest('hex'),
    };
  };
}

describeEachDialect('article images service on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it(`records the first ${MAX_IMAGES_PER_ARTICLE} distinct http(s) images, then the Open Graph image`, async () => {
    const imgs = Array.from(
      { length: MAX_IMAGES_PER_ARTICLE + 5 },
      (_, i) => `<img src="https://cdn.example/${i}.png">`,
    );
    const html = `<p><img src="https://cdn.example/0.png"><img src="/relative.png"></p>${imgs.join('')}`;
    const { contentId } = await savedArticle(db, html, 'https://cdn.example/og.png');
    const images = await planContentImages(
      db,
      { contentId, html, ogImage: 'https://cdn.example/og.png' },
      1,
    );
    expect(images.map((image) => [image.position, image.sourceUrl, image.status])).toEqual([
      ...Array.from({ length: MAX_IMAGES_PER_ARTICLE }, (_, i) => [
        i,
        `https://cdn.example/${i}.png`,
        'pending',
      ]),
      [MAX_IMAGES_PER_ARTICLE, 'https://cdn.example/og.png', 'pending'],
    ]);
    // Planning again changes nothing.
    expect(await planContentImages(db, { contentId, html: '', ogImage: null }, 2)).toEqual(images);
  });

  it('keeps one copy of a picture shown by several articles', async () => {
    const fetchImage = fakeFetch(() => 1000);
    const images = createArticleImages({ db, allowPrivateHosts: [], fetchImage, concurrency: 1 });
    const first = await savedArticle(db, '<img src="https://a.example/shared-1.png">');
    const second = await savedArticle(db, '<img src="https://b.example/shared-2.png">');
    await images.articleSaved(first.articleId);
    await images.articleSaved(second.articleId);
    await images.idle();
    const [a] = await listContentImages(db, first.contentId);
    const [b] = await listContentImages(db, second.contentId);
    expect([a?.status, b?.status]).toEqual(['stored', 'stored']);
    expect(a?.hash).toBe(b?.hash);
    const blobs = await db.kysely
      .selectFrom('image_blobs')
      .select('hash')
      .where('hash', '=', a!.hash!)
      .execute();
    expect(blobs).toHaveLength(1);
  });

  it('records a failure and stops at the article’s byte budget', async () => {
    const each = Math.ceil(MAX_IMAGE_BYTES_PER_ARTICLE / 3);
    const fetched: string[] = [];
    const images = createArticleImages({
      db,
      allowPrivateHosts: [],
      fetchImage: fakeFetch(() => each, fetched),
      concurrency: 1,
    });
    const html = [1, 2, 'broken', 3, 4, 5]
      .map((i) => `<img src="https://big.example/${i}.png">`)
      .join('');
    const { articleId, contentId } = await savedArticle(db, html);
    await images.articleSaved(articleId);
    await images.idle();
    const rows = await db.kysely
      .selectFrom('content_images')
      .select(['position', 'status', 'failure'])
      .where('content_id', '=', contentId)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.status)).toEqual([
      'stored',
      'stored',
      'failed',
      'stored',
      'failed',
      'failed',
    ]);
    expect(rows[2]?.failure).toBe('HTTP 404 Not Found');
    expect(rows[4]?.failure).toMatch(/budget/);
    // Past the budget nothing more is fetched.
    expect(fetched).toHaveLength(4);
  });

  it('answers a reader’s request for an image with its outcome', async () => {
    const images = createArticleImages({
      db,
      allowPrivateHosts: [],
      fetchImage: fakeFetch(() => 10),
    });
    const html = '<img src="https://c.example/ok.png"><img src="https://c.example/broken.png">';
    const { contentId } = await savedArticle(db, html);
    await planContentImages(db, { contentId, html, ogImage: null }, 1);
    expect(await images.ensure(contentId, 0)).toBe('stored');
    expect(await images.ensure(contentId, 1)).toBe('failed');
    expect(await images.ensure(contentId, 0)).toBe('stored');
    expect(await images.ensure(contentId, 9)).toBe('failed');
  });
});

describeEachDialect('article images after a restart on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('queues the images the last run left pending, up to the queue’s limit', async () => {
    const html = [1, 2, 3].map((i) => `<img src="https://restart.example/${i}.png">`).join('');
    const { contentId } = await savedArticle(db, html);
    // The stopped process had recorded the images but fetched none of them.
    await planContentImages(db, { contentId, html, ogImage: null }, 1);
    // A content no article shows is not worth fetching for.
    const unshown = makeExtractedContent({ content: '<img src="https://unshown.example/x.png">' });
    await insertExtractedContent(db, unshown);
    await planContentImages(db, { contentId: unshown.id, html: unshown.content, ogImage: null }, 1);

    const fetched: string[] = [];
    const restarted = (maxQueued: number) =>
      createArticleImages({
        db,
        allowPrivateHosts: [],
        fetchImage: fakeFetch(() => 100, fetched),
        concurrency: 1,
        maxQueued,
      });
    const first = restarted(2);
    expect((await first.resume()).queued).toBe(2);
    await first.idle();
    expect(fetched).toEqual(['https://restart.example/1.png', 'https://restart.example/2.png']);
    expect((await listContentImages(db, contentId)).map((image) => image.status)).toEqual([
      'stored',
      'stored',
      'pending',
    ]);

    const second = restarted(500);
    expect((await second.resume()).queued).toBe(1);
    await second.idle();
    expect(fetched).toEqual([1, 2, 3].map((i) => `https://restart.example/${i}.png`));
  });
});
