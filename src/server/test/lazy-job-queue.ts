import type { Db } from '../db/database';
import { createJobQueue } from '../jobs/create-job-queue';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';

/**
 * The real job queue, started on first use: most tests never send a job, and starting pg-boss
 * (its schema, its timers) for each of them would only cost time.
 */
export function lazyJobQueue(db: Db, logger: Logger): JobQueue & { started: boolean } {
  let queue: Promise<JobQueue> | undefined;
  const declared: Array<Parameters<JobQueue['createQueue']>> = [];
  const start = async () => {
    const started = await createJobQueue(db, logger, { superviseIntervalSeconds: 1 });
    for (const args of declared) await started.createQueue(...args);
    return started;
  };
  const real = () => (queue ??= start());
  const lazy = {
    kind: db.dialect === 'postgres' ? ('pg-boss' as const) : ('sqlite' as const),
    get started() {
      return queue !== undefined;
    },
    // Queues are declared when the queue starts (or at once, once it has).
    createQueue: async (...args) => {
      declared.push(args);
      if (queue) await (await queue).createQueue(...args);
    },
    send: async (...args) => (await real()).send(...args),
    sendMany: async (...args) => (await real()).sendMany(...args),
    notify: (name) => {
      void queue?.then((started) => started.notify(name));
    },
    work: async (...args) => (await real()).work(...args),
    pendingCount: async (...args) => (await real()).pendingCount(...args),
    stop: async () => {
      if (queue) await (await queue).stop();
    },
  } satisfies JobQueue & { started: boolean };
  return lazy;
}
