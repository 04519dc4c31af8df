import { createApp } from '../app';
import { createAuth, type Auth } from '../auth/create-auth';
import { loadConfig, type Config } from '../config';
import type { DialectName } from '../db/database';
import { createLogger } from '../logger';
import { createAppArticleImages, type ArticleImages } from '../modules/images/images.service';
import { declareImageQueue } from '../modules/images/image-jobs';
import { createSaveLimiter, type SaveLimiter } from '../modules/saving/save-limiter';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestDatabase, type TestDb } from './test-database';
import { testExtractor } from './test-extractor';
import type { Extractor } from '../http/app-env';
import type { ReaderLimiter } from '../http/reader-limiter';
import type { AiProvider } from '../modules/ai/ai-provider';
import { createAiLimiter } from '../modules/ai/ai-limiter';
import { createAiProvider } from '../modules/ai/create-ai-provider';
import { inProcessUserChanges, type UserChanges } from '../modules/account/user-changes';
import type { Billing } from '../modules/billing/billing';
import { createBilling } from '../modules/billing/billing.service';
import type { JobQueue } from '../jobs/job-queue';
import { importDepsOf } from '../modules/imports/import-deps';
import { declareImportQueues, startImportWorkers } from '../modules/imports/import-workers';
import { lazyJobQueue } from './lazy-job-queue';
import { ActivityGate } from '../jobs/activity-gate';

/** Mail the app sent, kept in memory instead of delivered. */
export type CapturedMail = Mailer & { messages: MailMessage[] };

export function captureMail(): CapturedMail {
  const messages: MailMessage[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(message);
    },
    close: () => undefined,
  };
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: TestDb;
  config: Config;
  auth: Auth;
  mail: CapturedMail;
  /** The app's own image fetcher, so tests can wait for its background work. */
  articleImages: ArticleImages;
  /** The app's job queue; `db.drop()` stops it first. */
  jobs: JobQueue;
  /** Readers' saves by hand in progress, which background writes give way to. */
  handSaves: ActivityGate;
};

/** The real app, in process, on a fresh database of the given dialect. */
export async function createTestApp(
  dialect: DialectName,
  options: {
    webDir?: string;
    env?: Record<string, string>;
    db?: TestDb;
    mailer?: Mailer;
    /** Instead of the shared one-thread pool (tests of the pool's limits bring their own). */
    extractor?: Extractor;
    /** Instead of the app's own, built from the config (tests of what routes take from deps). */
    saveLimiter?: SaveLimiter;
    articleImages?: ArticleImages;
    /** Instead of the one the config names. */
    ai?: AiProvider;
    aiLimiter?: ReaderLimiter;
    billing?: Billing;
    userChanges?: UserChanges;
    /** Run import jobs in this app (polling fast); without it jobs are only queued. */
    runImports?: boolean;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const db = options.db ?? (await createTestDatabase(dialect));
  const logger = createLogger(config);
  const mail = captureMail();
  const mailer = options.mailer ?? mail;
  const auth = await createAuth({ config, db, logger, mailer });
  const jobs = lazyJobQueue(db, logger);
  const ownImages = createAppArticleImages({ db, config, logger, jobs });
  const articleImages = options.articleImages ?? ownImages;
  const handSaves = new ActivityGate();
  const userChanges = options.userChanges ?? inProcessUserChanges();
  const extractor = options.extractor ?? testExtractor();
  const app = createApp({
    config,
    db,
    logger,
    auth,
    mailer,
    extractor,
    saveLimiter: options.saveLimiter ?? createSaveLimiter(db, config),
    articleImages,
    ai: options.ai ?? createAiProvider(config, { logger }),
    aiLimiter: options.aiLimiter ?? createAiLimiter(db),
    billing: options.billing ?? createBilling(config, { db, logger, userChanges }),
    userChanges,
    jobs,
    handSaves,
    webDir: options.webDir,
  });
  await declareImportQueues(jobs);
  await declareImageQueue(jobs);
  // Image jobs always run (polling fast) once the app queues or waits for any: many tests wait
  // for them with articleImages.idle().
  await ownImages.work({ pollIntervalSeconds: 0.05, onFirstUse: true });
  if (options.runImports) {
    await startImportWorkers(
      importDepsOf({ config, db, logger, extractor, articleImages, jobs, auth, handSaves }),
      { pollIntervalSeconds: 0.05 },
    );
  }
  // The queue stops before its database goes.
  const stoppingDb = {
    ...db,
    drop: async () => {
      await jobs.stop();
      await db.drop();
    },
  };
  return { app, db: stoppingDb, config, auth, mail, articleImages, jobs, handSaves };
}
