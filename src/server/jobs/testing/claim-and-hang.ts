// A process that takes one job and never finishes it, for the test of a killed process:
// `node --import tsx claim-and-hang.ts <sqlite data dir | postgres url> <queue>`.
import { openDatabase } from '../../db/database';
import { createLogger } from '../../logger';
import { createJobQueue } from '../create-job-queue';

const [target = '', name = ''] = process.argv.slice(2);
const db = openDatabase(
  target.startsWith('postgres')
    ? { databaseUrl: target, dataDir: '' }
    : { databaseUrl: undefined, dataDir: target },
);
const queue = await createJobQueue(db, createLogger({ logLevel: 'silent' }));
await queue.createQueue(name, {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  timeoutSeconds: 60,
  expireInSeconds: 2,
});
await queue.work<{ id: string }>(name, { concurrency: 1, pollIntervalSeconds: 0.05 }, (job) => {
  process.stdout.write(`claimed ${job.data.id}\n`);
  return new Promise<void>(() => undefined);
});
