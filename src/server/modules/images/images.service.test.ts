import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { AppError } from '../../errors';
import {
  createTestDatabase,
  describeEachDialect,
  testDialects,
  type TestDb,
} from '../../test/test-database';
import { insertArticle } from '../articles/articles.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import type { FetchedImage } from './fetch-image';
import { MAX_IMAGE_BYTES_PER_ARTICLE, MAX_IMAGES_PER_ARTICLE } from './image-limits';
import { IMAGE_FETCH_QUEUE } from './image-jobs';
import { listContentImages } from './images.repo';
import { planContentImages } from './images.service';
import { imageFetchers } from './testing/image-queue';

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
  let fetchers: ReturnType<typeof imageFetchers>;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    fetchers = imageFetchers(db);
  });
  // Each test's fetchers work the queue alone.
  afterEach(async () => {
    await fetchers.stop();
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
    const { images } = await fetchers.start({ fetchImage, concurrency: 1 });
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
    const { images } = await fetchers.start({
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
    // No workers: a reader's request is answered without the job queue.
    const { images } = await fetchers.start({ fetchImage: fakeFetch(() => 10), work: false });
    const html = '<img src="https://c.example/ok.png"><img src="https://c.example/broken.png">';
    const { contentId } = await savedArticle(db, html);
    await planContentImages(db, { contentId, html, ogImage: null }, 1);
    expect(await images.ensure(contentId, 0)).toBe('stored');
    expect(await images.ensure(contentId, 1)).toBe('failed');
    expect(await images.ensure(contentId, 0)).toBe('stored');
    expect(await images.ensure(contentId, 9)).toBe('failed');
  });
});

describeEachDialect('article images through the job queue on %s', (dialect) => {
  let db: TestDb;
  let fetchers: ReturnType<typeof imageFetchers>;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    fetchers = imageFetchers(db);
  });
  // Each test's fetchers work the queue alone.
  afterEach(async () => {
    await fetchers.stop();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('queues one job per pending image, and a restart finishes what a stopped process left', async () => {
    const fetched: string[] = [];
    const fetchImage = fakeFetch(() => 100, fetched);
    const urls = [1, 2, 3, 4].map((i) => `https://queued.example/${i}.png`);
    const { articleId, contentId } = await savedArticle(
      db,
      urls.map((src) => `<img src="${src}">`).join(''),
    );

    // A process that queues but never gets to run its image jobs, then stops.
    const stopped = await fetchers.start({ fetchImage, work: false });
    await stopped.images.articleSaved(articleId);
    expect(await stopped.jobs.pendingCount(IMAGE_FETCH_QUEUE)).toBe(4);
    await stopped.jobs.stop();
    expect(fetched).toEqual([]);

    // The next process (a new queue on the same database) runs them.
    const restarted = await fetchers.start({ fetchImage, concurrency: 2 });
    await restarted.images.idle();
    expect(await restarted.jobs.pendingCount(IMAGE_FETCH_QUEUE)).toBe(0);
    expect([...fetched].sort()).toEqual(urls);
    expect((await listContentImages(db, contentId)).map((image) => image.status)).toEqual(
      urls.map(() => 'stored'),
    );

    // A job run again (its process died before completing it) leaves a kept image alone.
    await restarted.jobs.send(IMAGE_FETCH_QUEUE, { data: { contentId, position: 0 } });
    await restarted.images.idle();
    expect(fetched).toHaveLength(4);
  });

  it('fetches one host’s images one at a time in the background, other hosts meanwhile', async () => {
    const atOnce = new Map<string, number>();
    const most = new Map<string, number>();
    const fetched: string[] = [];
    const slowFetch = fakeFetch(() => 100, fetched);
    const fetchImage = async (url: string) => {
      const host = new URL(url).host;
      atOnce.set(host, (atOnce.get(host) ?? 0) + 1);
      most.set(host, Math.max(most.get(host) ?? 0, atOnce.get(host) ?? 0));
      try {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return await slowFetch(url);
      } finally {
        atOnce.set(host, (atOnce.get(host) ?? 1) - 1);
      }
    };
    const busy = [1, 2, 3, 4, 5].map((i) => `https://cdn.example/${i}.png`);
    const other = [1, 2].map((i) => `https://other.example/${i}.png`);
    const { articleId, contentId } = await savedArticle(
      db,
      [...busy, ...other].map((src) => `<img src="${src}">`).join(''),
    );
    const { images } = await fetchers.start({ fetchImage, concurrency: 3 });
    await images.articleSaved(articleId);
    await images.idle();
    expect([...fetched].sort()).toEqual([...busy, ...other].sort());
    expect(most.get('cdn.example')).toBe(1);
    expect((await listContentImages(db, contentId)).every((i) => i.status === 'stored')).toBe(true);
  });

  it('queues jobs at start-up for images left pending without one, up to its limit', async () => {
    const html = [1, 2, 3].map((i) => `<img src="https://restart.example/${i}.png">`).join('');
    const { contentId } = await savedArticle(db, html);
    // A process from before image jobs had recorded the images but fetched none of them.
    await planContentImages(db, { contentId, html, ogImage: null }, 1);
    // A content no article shows is not worth fetching for.
    const unshown = makeExtractedContent({ content: '<img src="https://unshown.example/x.png">' });
    await insertExtractedContent(db, unshown);
    await planContentImages(db, { contentId: unshown.id, html: unshown.content, ogImage: null }, 1);

    const fetched: string[] = [];
    const restarted = (maxQueued: number, work = true) =>
      fetchers.start({
        fetchImage: fakeFetch(() => 100, fetched),
        concurrency: 1,
        maxQueued,
        work,
      });
    const first = await restarted(2);
    expect((await first.images.resume()).queued).toBe(2);
    await first.images.idle();
    expect(fetched).toEqual(['https://restart.example/1.png', 'https://restart.example/2.png']);
    expect((await listContentImages(db, contentId)).map((image) => image.status)).toEqual([
      'stored',
      'stored',
      'pending',
    ]);

    await first.jobs.stop();
    // While image jobs wait, the pending images are theirs: nothing more is queued.
    const busy = await restarted(500, false);
    const other = await savedArticle(db, '<img src="https://restart.example/queued.png">');
    await busy.images.articleSaved(other.articleId);
    expect((await busy.images.resume()).queued).toBe(0);
    await busy.jobs.stop();

    const second = await restarted(500);
    await second.images.idle();
    expect((await second.images.resume()).queued).toBe(1);
    await second.images.idle();
    expect(fetched).toEqual([
      ...[1, 2].map((i) => `https://restart.example/${i}.png`),
      'https://restart.example/queued.png',
      'https://restart.example/3.png',
    ]);
  });
});

// Two app processes on one PostgreSQL share the image jobs: each image is fetched once.
describe.runIf(testDialects.includes('postgres'))('article images of two processes', () => {
  let db: TestDb;
  let fetchers: ReturnType<typeof imageFetchers>;
  const other = () => openDatabase({ databaseUrl: db.url, dataDir: '' });
  let otherDb: ReturnType<typeof other>;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    otherDb = other();
    fetchers = imageFetchers(db);
  });
  afterAll(async () => {
    await fetchers.stop();
    await otherDb.close();
    await db.drop();
  });

  it('fetches each image once with two app instances on one PostgreSQL', async () => {
    const fetched: string[] = [];
    // A slow fetch, so both processes have jobs to take.
    const slowFetch = fakeFetch(() => 100, fetched);
    const fetchImage: typeof slowFetch = async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return slowFetch(url);
    };
    const one = await fetchers.start({ fetchImage, concurrency: 2 });
    const two = await fetchers.start({ on: otherDb, fetchImage, concurrency: 2 });
    const urls = Array.from({ length: 12 }, (_, i) => `https://twice.example/${i}.png`);
    const first = await savedArticle(
      db,
      urls
        .slice(0, 6)
        .map((u) => `<img src="${u}">`)
        .join(''),
    );
    const second = await savedArticle(
      db,
      urls
        .slice(6)
        .map((u) => `<img src="${u}">`)
        .join(''),
    );
    await one.images.articleSaved(first.articleId);
    await two.images.articleSaved(second.articleId);
    await one.images.idle();
    await two.images.idle();
    expect([...fetched].sort()).toEqual([...urls].sort());
    for (const { contentId } of [first, second]) {
      expect(
        (await listContentImages(db, contentId)).every((image) => image.status === 'stored'),
      ).toBe(true);
    }
  });
});
