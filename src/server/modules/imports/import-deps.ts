import path from 'node:path';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Extractor } from '../../http/app-env';
import type { ActivityGate } from '../../jobs/activity-gate';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { AppDeps } from '../../http/app-env';
import { fetchPage } from '../fetching/fetch-page';
import type { ArticleImages } from '../images/images.service';

/** What imports need from the app (built in main.ts and the tests). */
export type ImportDeps = {
  config: Pick<Config, 'dataDir' | 'fetchAllowPrivateHosts' | 'imports'>;
  db: Db;
  logger: Logger;
  jobs: JobQueue;
  extractor: Extractor;
  articleImages: Pick<ArticleImages, 'articleSaved'>;
  rateLimiter: RateLimiter;
  /** Readers' saves by hand in this process: an item's write waits for them (activity-gate.ts). */
  handSaves: ActivityGate;
  fetchPage: typeof fetchPage;
  now?: () => number;
};

export const IMPORT_FILE_QUEUE = 'import-file';
export const IMPORT_ITEM_QUEUE = 'import-item';

/** Where uploads and files being read are kept while an import needs them. */
export function importsDir(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

/** The import deps of the app's own, with the real page fetcher. */
export function importDepsOf(
  deps: Pick<
    AppDeps,
    'config' | 'db' | 'logger' | 'extractor' | 'articleImages' | 'jobs' | 'auth' | 'handSaves'
  >,
): ImportDeps {
  return { ...deps, rateLimiter: deps.auth.rateLimiter, fetchPage };
}
