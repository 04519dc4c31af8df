import type { Auth } from '../auth/create-auth';
import type { AuthUser } from '../auth/auth-user';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ActivityGate } from '../jobs/activity-gate';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { UserChanges } from '../modules/account/user-changes';
import type { AiProvider } from '../modules/ai/ai-provider';
import type { Billing } from '../modules/billing/billing';
import type { ExtractedArticle } from '../modules/extraction/extract-article';
import type { ExtractOptions } from '../modules/extraction/extraction-pool';
import type { ArticleImages } from '../modules/images/images.service';
import type { SaveLimiter } from '../modules/saving/save-limiter';
import type { ReaderLimiter } from './reader-limiter';

/** Turns fetched HTML into an article, off the main event loop (modules/extraction). */
export type Extractor = {
  extract: (html: string, url: string, options?: ExtractOptions) => Promise<ExtractedArticle>;
};

/** What every route and middleware can reach through the Hono context. */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  auth: Auth;
  /** SMTP, or the outbox folder when SMTP_URL is not set (src/server/mail). */
  mailer: Mailer;
  extractor: Extractor;
  /** The process's per-reader save limits (modules/saving/save-limiter). */
  saveLimiter: SaveLimiter;
  /** The process's article-image fetcher and its bounded queue (modules/images). */
  articleImages: ArticleImages;
  /** The configured AI provider (modules/ai/create-ai-provider.ts). */
  ai: AiProvider;
  /** The process's per-reader AI limits (modules/ai/ai-limiter.ts). */
  aiLimiter: ReaderLimiter;
  /** Stripe subscriptions, or billing switched off (modules/billing). */
  billing: Billing;
  /** Announces changes to a reader's record to their open pages (modules/account). */
  userChanges: UserChanges;
  /** Background work kept in the database (src/server/jobs, decision 018). */
  jobs: JobQueue;
  /** Saves readers are making by hand in this process; background writes give way to them. */
  handSaves: ActivityGate;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by requireUser / optionalUser (src/server/auth/require-user.ts). */
    user: AuthUser | undefined;
  };
};
