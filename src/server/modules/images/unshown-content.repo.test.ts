import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { insertArticle } from '../articles/articles.repo';
import { removeArticle } from '../articles/articles.service';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { CONTENT_CACHE_MS } from '../saving/saving.service';
import type { FetchedImage } from './fetch-image';
import { listContentImages } from './images.repo';
import { imageFetchers } from './testing/image-queue';

// Deleting an article removes, in the same transaction, the content no article shows any more
// (unless other readers' saves may still reuse it from the cache) and every picture nothing
// else shows; start-up removes a bounded batch of the contents left over.

const NOW = 1_790_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const hashOf = (url: string) => createHash('sha256').update(url).digest('hex');

/** Each URL is its own picture. */
async function fakeFetch(url: string): Promise<FetchedImage> {
  const bytes = Buffer.from(url);
  return { bytes, contentType: 'image/png', hash: hashOf(url) };
}

let n = 0;

describeEachDialect('pictures no article shows on %s', (dialect) => {
  let db: TestDb;
  let fetchers: ReturnType<typeof imageFetchers>;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    fetchers = imageFetchers(db);
  });
  afterAll(async () => {
    await fetchers.stop();
    await db.drop();
  });

  let fetcher: Awaited<ReturnType<typeof fetchers.start>>['images'] | undefined;
  const images = async () =>
    (fetcher ??= (await fetchers.start({ fetchImage: fakeFetch, now: () => NOW })).images);

  /** A content with the given pictures, extracted at `extractedAt`, not shown by any article. */
  async function content(pictures: string[], { shareable = true, extractedAt = NOW } = {}) {
    const item = makeExtractedContent({
      content: pictures.map((src) => `<img src="${src}">`).join(''),
      openGraph: { ...makeExtractedContent().openGraph, image: null },
      shareable,
      extractedAt,
    });
    await insertExtractedContent(db, item);
    return item.id;
  }

  /** An article of `userId` showing the content, with its pictures fetched and stored. */
  async function article(userId: string, contentId: string): Promise<string> {
    n += 1;
    const id = `unshown-${n}`;
    await insertArticle(db, {
      id,
      userId,
      url: `https://example.com/${n}`,
      urlKey: `https://example.com/${n}`,
      extractedContentId: contentId,
      summary: null,
      tags: [],
      isArchived: false,
      source: 'web',
      createdAt: NOW,
      updatedAt: NOW,
    });
    const fetching = await images();
    await fetching.articleSaved(id);
    await fetching.idle();
    return id;
  }

  async function blobs(urls: string[]): Promise<string[]> {
    const rows = await db.kysely
      .selectFrom('image_blobs')
      .select('hash')
      .where('hash', 'in', urls.map(hashOf))
      .execute();
    return urls.filter((url) => rows.some((row) => row.hash === hashOf(url)));
  }

  async function contentExists(id: string): Promise<boolean> {
    const row = await db.kysely
      .selectFrom('extracted_content')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  it('removes a private content and the pictures only it showed when its article goes', async () => {
    const only = 'https://private.example/only.png';
    const shared = 'https://private.example/shared.png';
    const mine = await content([only, shared], { shareable: false });
    const theirs = await content([shared], { shareable: false });
    const id = await article('alice', mine);
    await article('bob', theirs);
    expect(await blobs([only, shared])).toEqual([only, shared]);

    await removeArticle(db, 'alice', id, NOW);

    expect(await contentExists(mine)).toBe(false);
    expect(await listContentImages(db, mine)).toEqual([]);
    // Bob's article still shows the shared picture.
    expect(await blobs([only, shared])).toEqual([shared]);
  });

  it('keeps a content another reader’s article still shows', async () => {
    const picture = 'https://twice.example/a.png';
    const both = await content([picture]);
    const alices = await article('alice', both);
    await article('bob', both);

    await removeArticle(db, 'alice', alices, NOW);

    expect(await contentExists(both)).toBe(true);
    expect(await blobs([picture])).toEqual([picture]);
  });

  it('keeps a shared content the cache may still hand out, and removes a stale one', async () => {
    const fresh = 'https://cache.example/fresh.png';
    const stale = 'https://cache.example/stale.png';
    const freshContent = await content([fresh], { extractedAt: NOW - DAY });
    const staleContent = await content([stale], { extractedAt: NOW - CONTENT_CACHE_MS - DAY });
    const a = await article('alice', freshContent);
    const b = await article('alice', staleContent);

    await removeArticle(db, 'alice', a, NOW);
    await removeArticle(db, 'alice', b, NOW);

    expect(await contentExists(freshContent)).toBe(true);
    expect(await contentExists(staleContent)).toBe(false);
    expect(await blobs([fresh, stale])).toEqual([fresh]);
  });

  it('removes contents left unshown once the cache is past them, at start-up', async () => {
    const picture = 'https://later.example/a.png';
    const left = await content([picture], { extractedAt: NOW });
    const id = await article('alice', left);
    await removeArticle(db, 'alice', id, NOW);
    expect(await blobs([picture])).toEqual([picture]);

    const { images: later } = await fetchers.start({
      fetchImage: fakeFetch,
      now: () => NOW + CONTENT_CACHE_MS + DAY,
      work: false,
    });
    const resumed = await later.resume();

    expect(resumed.removedPictures).toBeGreaterThanOrEqual(1);
    expect(await contentExists(left)).toBe(false);
    expect(await blobs([picture])).toEqual([]);
  });

  it('leaves everything as it was when the article is not the reader’s', async () => {
    const picture = 'https://owned.example/a.png';
    const owned = await content([picture], { shareable: false });
    const id = await article('alice', owned);

    await expect(removeArticle(db, 'bob', id, NOW)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(await contentExists(owned)).toBe(true);
    expect(await blobs([picture])).toEqual([picture]);
  });
});
