import type { AppDeps } from '../../http/app-env';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { HostGate } from '../../jobs/host-gate';
import { JobDeferred, type JobQueue, type JobSpec } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import { articleImageSources, rewriteArticleImages } from './article-image-html';
import { fetchImage } from './fetch-image';
import { ImageFetchQueue } from './image-fetch-queue';
import { IMAGE_FETCH_QUEUE, type ImageFetchJob } from './image-jobs';
import {
  IMAGE_FETCH_CONCURRENCY,
  IMAGE_FETCHES_PER_HOST,
  MAX_IMAGE_BYTES_PER_ARTICLE,
  MAX_IMAGES_PER_ARTICLE,
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
  /** The app's durable job queue, with the image-fetch queue declared (image-jobs.ts). */
  jobs: JobQueue;
  allowPrivateHosts: readonly string[];
  logger?: Pick<Logger, 'warn'>;
  fetchImage?: typeof fetchImage;
  now?: () => number;
  /** Image jobs this process runs at once, and readers' fetches at once besides them. */
  concurrency?: number;
  /** Readers' fetches that may wait; and pending images queued at a start. */
  maxQueued?: number;
  onDemandWaitMs?: number;
  /** Background image fetches to one host at once (IMAGE_FETCHES_PER_HOST). */
  fetchesPerHost?: number;
};

/** What a reader's request for an image not stored yet comes to. */
export type ImageOutcome = ImageStatus | 'busy';

export type ArticleImages = {
  /**
   * After a save: records the article's images and queues a job to fetch each pending one.
   * Never throws.
   */
  articleSaved(articleId: string): Promise<void>;
  /** Fetches one image now (ahead of background work) unless it is already stored or failed. */
  ensure(contentId: string, position: number): Promise<ImageOutcome>;
  /**
   * At start-up: removes a bounded batch of contents no article shows any more, with the
   * pictures only they showed, and, when no image job is waiting, queues jobs for up to
   * `maxQueued` images left pending without one (the rest are fetched when viewed, as ever).
   * Never throws.
   */
  resume(): Promise<{ queued: number; removedPictures: number }>;
  /** Resolves when no image job waits or runs and no reader's fetch runs in this process. */
  idle(): Promise<void>;
};

/** The app's own fetcher: also runs this process's share of the image jobs. */
export type ArticleImageFetcher = ArticleImages & {
  /**
   * Starts this process's image workers (`concurrency` jobs at once) until the queue stops.
   * `onFirstUse`: only once this fetcher first queues or waits for image jobs (the tests' apps,
   * most of which never save an article, so never start the queue).
   */
  work(options?: { pollIntervalSeconds?: number; onFirstUse?: boolean }): Promise<void>;
};

const keyOf = (image: ImageFetchJob) => `${image.position}:${image.contentId}`;

function parseKey(key: string): ImageFetchJob {
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

/**
 * One image's job. An article's images go in document order (jobs sent together carry no
 * order of their own), and first images (the cards' thumbnails) ahead of later ones.
 */
function jobOf(image: ImageFetchJob): JobSpec<ImageFetchJob> {
  return {
    data: { contentId: image.contentId, position: image.position },
    priority: MAX_IMAGES_PER_ARTICLE + 1 - image.position,
  };
}

/** How often idle() looks at the queue again. */
const IDLE_POLL_MS = 20;

export function createArticleImages(deps: ArticleImagesDeps): ArticleImageFetcher {
  const { db, jobs } = deps;
  const now = deps.now ?? Date.now;
  const fetchOne = deps.fetchImage ?? fetchImage;
  const concurrency = deps.concurrency ?? IMAGE_FETCH_CONCURRENCY;
  const maxQueued = deps.maxQueued ?? MAX_QUEUED_IMAGES;

  /**
   * Fetches and keeps one image if it is still pending; idempotent, so a job run twice (its
   * process died before completing it) or a job and a reader's request do no harm. An image
   * that cannot be fetched is marked failed. Throws on database trouble, and when `signal`
   * aborts (the job's time is up or the queue stops): the image stays pending.
   */
  async function fetchAndStore(
    image: ImageFetchJob,
    signal?: AbortSignal,
    gate?: HostGate,
  ): Promise<ImageStatus> {
    const row = await findContentImage(db, image.contentId, image.position);
    if (!row) return 'failed';
    if (row.status !== 'pending') return row.status;
    if ((await storedImageBytes(db, image.contentId)) >= MAX_IMAGE_BYTES_PER_ARTICLE) {
      await markContentImageFailed(db, image, 'The article’s images use their whole budget', now());
      return 'failed';
    }
    let fetched: Awaited<ReturnType<typeof fetchImage>>;
    const fetchIt = () =>
      fetchOne(row.sourceUrl, { allowPrivateHosts: deps.allowPrivateHosts, signal });
    try {
      fetched = await (gate ? gate.run(row.sourceUrl, fetchIt) : fetchIt());
    } catch (error) {
      if (signal?.aborted || error instanceof JobDeferred) throw error;
      await markContentImageFailed(db, image, reason(error), now());
      return 'failed';
    }
    await storeContentImage(db, image, fetched, now());
    return 'stored';
  }

  // Fetches running in this process, so a job and a reader's request for one image share a run.
  const inFlight = new Map<string, Promise<ImageStatus>>();
  function fetchOnce(
    image: ImageFetchJob,
    signal?: AbortSignal,
    gate?: HostGate,
  ): Promise<ImageStatus> {
    const key = keyOf(image);
    const running = inFlight.get(key);
    if (running) return running;
    const run = fetchAndStore(image, signal, gate).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  }

  // Readers' requests skip the job queue, which may hold thousands of an import's images: a
  // bounded in-memory queue of their own, as many at once as the workers.
  const urgent = new ImageFetchQueue<ImageStatus>({
    concurrency,
    maxQueued,
    run: (key) =>
      fetchOnce(parseKey(key)).catch((error: unknown) => {
        // The database, not the image: leave it pending, to be fetched again later.
        deps.logger?.warn({ err: error, ...parseKey(key) }, 'could not keep an article image');
        return 'failed' as const;
      }),
  });

  async function schedule(articleId: string): Promise<void> {
    try {
      const content = await findArticleContent(db, articleId);
      if (!content) return;
      // The images and their jobs are recorded together: no pending image is left without one.
      await inTransaction(db, async (trx) => {
        const images = await planContentImages(trx, content, now());
        const pending = images.filter((image) => image.status === 'pending');
        if (pending.length === 0) return;
        await jobs.sendMany<ImageFetchJob>(
          IMAGE_FETCH_QUEUE,
          pending.map((image) => jobOf(image)),
          { db: trx },
        );
      });
      jobs.notify(IMAGE_FETCH_QUEUE);
    } catch (error) {
      deps.logger?.warn({ err: error, articleId }, 'could not schedule article images');
    }
  }

  async function removeUnshown(): Promise<number> {
    const reusableSince = now() - CONTENT_CACHE_MS;
    const unshown = await listUnshownContents(db, reusableSince, UNSHOWN_CONTENTS_PER_START);
    return removeUnshownContents(db, unshown, reusableSince);
  }

  /**
   * Images pending without a job: saved before image fetching went through the job queue, or
   * whose jobs gave up on database trouble. While image jobs wait, the pending rows are theirs;
   * once none waits, every pending row lacks one, and a bounded batch is queued.
   */
  async function queuePending(): Promise<number> {
    if ((await jobs.pendingCount(IMAGE_FETCH_QUEUE)) > 0) return 0;
    const pending = await listPendingImages(db, maxQueued);
    if (pending.length === 0) return 0;
    await jobs.sendMany<ImageFetchJob>(
      IMAGE_FETCH_QUEUE,
      pending.map((image) => jobOf(image)),
    );
    return pending.length;
  }

  // Saves whose images are being recorded right now, so idle() waits for them too.
  const scheduling = new Set<Promise<void>>();

  let startWorkers: (() => Promise<void>) | undefined;
  let working: Promise<void> | undefined;
  /** Starts the workers `work({ onFirstUse: true })` put off, once. */
  const used = () => (startWorkers ? (working ??= startWorkers()) : Promise.resolve());

  return {
    articleSaved(articleId) {
      const work = used()
        .then(() => schedule(articleId))
        .catch((error: unknown) => {
          deps.logger?.warn({ err: error, articleId }, 'could not start image workers');
        })
        .finally(() => scheduling.delete(work));
      scheduling.add(work);
      return work;
    },

    async ensure(contentId, position) {
      const outcome = urgent.add(keyOf({ contentId, position }), { urgent: true });
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
      await used().catch((error: unknown) => {
        deps.logger?.warn({ err: error }, 'could not start image workers');
      });
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
      await used();
      for (;;) {
        while (scheduling.size > 0) await Promise.all(scheduling);
        await urgent.idle();
        const waiting = await jobs.pendingCount(IMAGE_FETCH_QUEUE);
        if (waiting === 0 && inFlight.size === 0 && scheduling.size === 0 && urgent.size === 0) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },

    async work({ onFirstUse = false, ...options } = {}) {
      // Background fetches take turns at each host; a reader's own request (ensure) does not wait.
      const gate = new HostGate(deps.fetchesPerHost ?? IMAGE_FETCHES_PER_HOST);
      const start = () =>
        jobs.work<ImageFetchJob>(IMAGE_FETCH_QUEUE, { concurrency, ...options }, async (job) => {
          await fetchOnce(job.data, job.signal, gate);
        });
      if (onFirstUse) startWorkers = start;
      else await start();
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

/**
 * The app's image fetcher, built once at start-up: background fetches go through the app's job
 * queue (its workers bound the process's fetching), readers' requests through its own queue.
 */
export function createAppArticleImages(
  deps: Pick<AppDeps, 'db' | 'config' | 'jobs'> & Partial<Pick<AppDeps, 'logger'>>,
): ArticleImageFetcher {
  return createArticleImages({
    db: deps.db,
    jobs: deps.jobs,
    allowPrivateHosts: deps.config.fetchAllowPrivateHosts,
    logger: deps.logger,
  });
}
