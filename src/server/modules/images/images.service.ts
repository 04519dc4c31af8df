import type { AppDeps } from '../../http/app-env';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { articleImageSources, rewriteArticleImages } from './article-image-html';
import { fetchImage } from './fetch-image';
import { ImageFetchQueue } from './image-fetch-queue';
import {
  IMAGE_FETCH_CONCURRENCY,
  MAX_IMAGE_BYTES_PER_ARTICLE,
  MAX_QUEUED_IMAGES,
  ON_DEMAND_WAIT_MS,
  UNSHOWN_CONTENTS_PER_START,
} from './image-limits';
import { articleImagePath, planImageSources, storedImagePath } from './image-paths';
import {
  findArticleContent,
  findContentImage,
  insertContentImages,
  listContentImages,
  listPendingImages,
  listThumbnailImages,
  markContentImageFailed,
  storedImageBytes,
  storeContentImage,
  type ContentImage,
  type ImageStatus,
} from './images.repo';
import { listUnshownContents, removeUnshownContents } from './unshown-content.repo';
import { CONTENT_CACHE_MS } from '../saving/saving.service';

// Article images come through Canyon (issue #11 item 9; SECURITY.md 45): the server fetches
// them through the SSRF guard, keeps them in the database, and the reader's browser only ever
// loads Canyon's own URLs. Decision record: docs/decisions/008-article-images-in-the-database.md.

export type ArticleImagesDeps = {
  db: Db;
  allowPrivateHosts: readonly string[];
  logger?: Pick<Logger, 'warn'>;
  fetchImage?: typeof fetchImage;
  now?: () => number;
  concurrency?: number;
  maxQueued?: number;
  onDemandWaitMs?: number;
};

/** What a reader's request for an image not stored yet comes to. */
export type ImageOutcome = ImageStatus | 'busy';

export type ArticleImages = {
  /** After a save: records the article's images and fetches them in the background. Never throws. */
  articleSaved(articleId: string): Promise<void>;
  /** Fetches one image now (ahead of background work) unless it is already stored or failed. */
  ensure(contentId: string, position: number): Promise<ImageOutcome>;
  /**
   * At start-up: queues the images a stopped process left pending (up to the queue's limit; the
   * rest are fetched when viewed, as ever) and removes a bounded batch of contents no article
   * shows any more, with the pictures only they showed. Never throws.
   */
  resume(): Promise<{ queued: number; removedPictures: number }>;
  /** Resolves when no fetch waits or runs. */
  idle(): Promise<void>;
};

const keyOf = (contentId: string, position: number) => `${position}:${contentId}`;

function parseKey(key: string): { contentId: string; position: number } {
  const at = key.indexOf(':');
  return { position: Number(key.slice(0, at)), contentId: key.slice(at + 1) };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Makes sure a content's images are recorded (contents saved before images were kept have none). */
export async function planContentImages(
  db: Db,
  content: { contentId: string; html: string; ogImage: string | null },
  now: number,
): Promise<ContentImage[]> {
  const existing = await listContentImages(db, content.contentId);
  if (existing.length > 0) return existing;
  const planned = planImageSources(articleImageSources(content.html), content.ogImage);
  if (planned.length === 0) return [];
  await insertContentImages(db, content.contentId, planned, now);
  return listContentImages(db, content.contentId);
}

export function createArticleImages(deps: ArticleImagesDeps): ArticleImages {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const fetchOne = deps.fetchImage ?? fetchImage;

  async function fetchAndStore(key: string): Promise<ImageStatus> {
    const image = parseKey(key);
    try {
      const row = await findContentImage(db, image.contentId, image.position);
      if (!row) return 'failed';
      if (row.status !== 'pending') return row.status;
      if ((await storedImageBytes(db, image.contentId)) >= MAX_IMAGE_BYTES_PER_ARTICLE) {
        await markContentImageFailed(
          db,
          image,
          'The article’s images use their whole budget',
          now(),
        );
        return 'failed';
      }
      let fetched: Awaited<ReturnType<typeof fetchImage>>;
      try {
        fetched = await fetchOne(row.sourceUrl, { allowPrivateHosts: deps.allowPrivateHosts });
      } catch (error) {
        await markContentImageFailed(db, image, reason(error), now());
        return 'failed';
      }
      await storeContentImage(db, image, fetched, now());
      return 'stored';
    } catch (error) {
      // The database, not the image: leave it pending, to be fetched when someone views it.
      deps.logger?.warn({ err: error, ...image }, 'could not keep an article image');
      return 'failed';
    }
  }

  const queue = new ImageFetchQueue<ImageStatus>({
    concurrency: deps.concurrency ?? IMAGE_FETCH_CONCURRENCY,
    maxQueued: deps.maxQueued ?? MAX_QUEUED_IMAGES,
    run: fetchAndStore,
  });

  async function schedule(articleId: string): Promise<void> {
    try {
      const content = await findArticleContent(db, articleId);
      if (!content) return;
      const images = await planContentImages(db, content, now());
      for (const image of images) {
        // A full queue leaves the rest pending; they are fetched when the reader views them.
        if (image.status === 'pending') queue.add(keyOf(image.contentId, image.position));
      }
    } catch (error) {
      deps.logger?.warn({ err: error, articleId }, 'could not schedule article images');
    }
  }
  async function removeUnshown(): Promise<number> {
    const reusableSince = now() - CONTENT_CACHE_MS;
    const unshown = await listUnshownContents(db, reusableSince, UNSHOWN_CONTENTS_PER_START);
    return removeUnshownContents(db, unshown, reusableSince);
  }

  async function queuePending(): Promise<number> {
    const maxQueued = deps.maxQueued ?? MAX_QUEUED_IMAGES;
    let queued = 0;
    for (const image of await listPendingImages(db, maxQueued)) {
      if (!queue.add(keyOf(image.contentId, image.position))) break;
      queued += 1;
    }
    return queued;
  }

  // Saves whose images are being recorded right now, so idle() waits for them too.
  const scheduling = new Set<Promise<void>>();

  return {
    articleSaved(articleId) {
      const work = schedule(articleId).finally(() => scheduling.delete(work));
      scheduling.add(work);
      return work;
    },

    async ensure(contentId, position) {
      const outcome = queue.add(keyOf(contentId, position), { urgent: true });
      if (!outcome) return 'busy';
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'busy'>((resolve) => {
        timer = setTimeout(() => resolve('busy'), deps.onDemandWaitMs ?? ON_DEMAND_WAIT_MS);
      });
      try {
        return await Promise.race([outcome, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async resume() {
      let removedPictures = 0;
      try {
        removedPictures = await removeUnshown();
      } catch (error) {
        deps.logger?.warn({ err: error }, 'could not remove pictures no article shows');
      }
      try {
        return { queued: await queuePending(), removedPictures };
      } catch (error) {
        deps.logger?.warn({ err: error }, 'could not queue pending article images');
        return { queued: 0, removedPictures };
      }
    },

    async idle() {
      while (scheduling.size > 0) await Promise.all(scheduling);
      await queue.idle();
    },
  };
}

/** Canyon's URL for an image, or null when there is nothing to show (the reader's placeholder). */
function servedUrl(articleId: string, image: ContentImage | undefined): string | null {
  if (!image || image.status === 'failed') return null;
  if (image.status === 'stored' && image.hash) return storedImagePath(image.hash);
  return articleImagePath(articleId, image.position);
}

/**
 * The article's HTML and Open Graph image as the reader gets them: every image at a Canyon URL,
 * or without a source when it cannot be shown. Done when serving, so an image stored after the
 * article was saved shows from then on, and the stored HTML keeps the original sources.
 */
export async function presentArticleImages(
  db: Db,
  article: { id: string; contentId: string; html: string; ogImage: string | null },
  now = Date.now(),
): Promise<{ html: string; image: string | null }> {
  const images = await planContentImages(
    db,
    { contentId: article.contentId, html: article.html, ogImage: article.ogImage },
    now,
  );
  const bySource = new Map(images.map((image) => [image.sourceUrl, image]));
  return {
    html: rewriteArticleImages(article.html, (src) => servedUrl(article.id, bySource.get(src))),
    image: article.ogImage ? servedUrl(article.id, bySource.get(article.ogImage)) : null,
  };
}

/** Card thumbnails at Canyon URLs, by article id (null: none to show). */
export async function presentThumbnails(
  db: Db,
  articles: Array<{ id: string; extractedContentId: string | null }>,
): Promise<Map<string, string | null>> {
  const contentIds = [
    ...new Set(articles.flatMap((a) => (a.extractedContentId ? [a.extractedContentId] : []))),
  ];
  const byContent = new Map(
    (await listThumbnailImages(db, contentIds)).map((image) => [image.contentId, image]),
  );
  return new Map(
    articles.map((a) => [
      a.id,
      a.extractedContentId ? servedUrl(a.id, byContent.get(a.extractedContentId)) : null,
    ]),
  );
}

/** The app's image fetcher, built once at start-up; its queue bounds the whole process's fetching. */
export function createAppArticleImages(
  deps: Pick<AppDeps, 'db' | 'config'> & Partial<Pick<AppDeps, 'logger'>>,
): ArticleImages {
  return createArticleImages({
    db: deps.db,
    allowPrivateHosts: deps.config.fetchAllowPrivateHosts,
    logger: deps.logger,
  });
}
