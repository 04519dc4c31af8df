import type { Db } from '../../../db/database';
import { createJobQueue } from '../../../jobs/create-job-queue';
import type { JobQueue } from '../../../jobs/job-queue';
import { createLogger } from '../../../logger';
import { declareImageQueue } from '../image-jobs';
import {
  createArticleImages,
  type ArticleImageFetcher,
  type ArticleImagesDeps,
} from '../images.service';

const logger = createLogger({ logLevel: 'silent' });

/**
 * Image fetchers on a real job queue each (as in separate processes), working its jobs with a
 * fast poll unless `work: false`; `stop()` stops every queue before the database goes.
 */
export function imageFetchers(db: Db) {
  const queues: JobQueue[] = [];
  return {
    async start(
      deps: Omit<ArticleImagesDeps, 'db' | 'jobs' | 'allowPrivateHosts'> & {
        on?: Db;
        work?: boolean;
      } = {},
    ): Promise<{ images: ArticleImageFetcher; jobs: JobQueue }> {
      const { on = db, work = true, ...rest } = deps;
      const jobs = await createJobQueue(on, logger, { superviseIntervalSeconds: 1 });
      queues.push(jobs);
      await declareImageQueue(jobs);
      const images = createArticleImages({ db: on, jobs, allowPrivateHosts: [], ...rest });
      if (work) await images.work({ pollIntervalSeconds: 0.05 });
      return { images, jobs };
    },
    async stop(): Promise<void> {
      // A queue a test stopped already may say so.
      for (const queue of queues.splice(0)) await queue.stop().catch(() => undefined);
    },
  };
}
