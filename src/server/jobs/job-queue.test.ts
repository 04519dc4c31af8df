import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { createLogger } from '../logger';
import { createTestDatabase, describeEachDialect, type TestDb } from '../test/test-database';
import { createJobQueue } from './create-job-queue';
import { JobDeferred, type JobQueue, type QueueSettings } from './job-queue';
import { wasInterrupted } from './run-attempt';
import { until } from '../test/until';

// The durable job queue (issue #16, decision 018) on both databases: each job runs once with its
// data, higher priority first, not before its start; failures retry with backoff and end after
// the limit; an attempt is bounded in time; a job whose process went away is taken up again;
// on PostgreSQL two processes share a queue without running any job twice.

const logger = createLogger({ logLevel: 'silent' });
const settings: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  timeoutSeconds: 5,
  expireInSeconds: 5,
};
const fast = { pollIntervalSeconds: 0.05 };

describeEachDialect('the job queue on %s', (dialect) => {
  let db: TestDb;
  const queues: JobQueue[] = [];
  let n = 0;

  async function queueOn(target: Db, name: string, overrides: Partial<QueueSettings> = {}) {
    const queue = await createJobQueue(target, logger, { superviseIntervalSeconds: 1 });
    queues.push(queue);
    await queue.createQueue(name, { ...settings, ...overrides });
    return queue;
  }
  const fresh = () => `test-queue-${++n}`;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await db.drop();
  });

  it('runs each job once with its data, and counts what is pending', async () => {
    const name = fresh();
    const queue = await queueOn(db, name);
    await queue.sendMany(
      name,
      Array.from({ length: 1_203 }, (_, i) => ({ data: { i } })),
    );
    await queue.send(name, { data: { i: 1_203, text: 'Zoë 📚' } });
    expect(await queue.pendingCount(name)).toBe(1_204);
    const seen: number[] = [];
    let text = '';
    await queue.work<{ i: number; text?: string }>(
      name,
      { concurrency: 3, ...fast },
      async (job) => {
        seen.push(job.data.i);
        if (job.data.text) text = job.data.text;
      },
    );
    await until(async () => (await queue.pendingCount(name)) === 0);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 1_204 }, (_, i) => i));
    expect(text).toBe('Zoë 📚');
  });

  it('takes higher priority first and nothing before its start', async () => {
    const name = fresh();
    const queue = await queueOn(db, name);
    await queue.send(name, { data: { label: 'later' }, startAfterSeconds: 2 });
    await queue.send(name, { data: { label: 'low' } });
    await queue.send(name, { data: { label: 'high' }, priority: 10 });
    const order: Array<[string, number]> = [];
    const started = Date.now();
    await queue.work<{ label: string }>(name, { concurrency: 1, ...fast }, async (job) => {
      order.push([job.data.label, Date.now() - started]);
    });
    await until(() => order.length === 3);
    expect(order.map(([label]) => label)).toEqual(['high', 'low', 'later']);
    expect(order[2]?.[1]).toBeGreaterThanOrEqual(1_500);
  });

  it('retries a failing job with growing delays, and ends it after the limit', async () => {
    const name = fresh();
    const queue = await queueOn(db, name, { retryLimit: 2, retryDelaySeconds: 1 });
    const attempts = new Map<string, number[]>();
    const lastFlags: boolean[] = [];
    await queue.send(name, { data: { key: 'flaky' } });
    await queue.send(name, { data: { key: 'broken' } });
    await queue.work<{ key: string }>(name, { concurrency: 2, ...fast }, async (job) => {
      const times = attempts.get(job.data.key) ?? [];
      times.push(Date.now());
      attempts.set(job.data.key, times);
      if (job.data.key === 'broken') lastFlags.push(job.lastAttempt);
      if (job.data.key === 'broken' || times.length < 3) throw new Error('not yet');
    });
    await until(async () => (await queue.pendingCount(name)) === 0);
    const flaky = attempts.get('flaky') ?? [];
    expect(flaky).toHaveLength(3);
    // 1 s before the first retry, 2 s before the second (backoff).
    expect((flaky[1] ?? 0) - (flaky[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect((flaky[2] ?? 0) - (flaky[1] ?? 0)).toBeGreaterThanOrEqual(1_800);
    // The first attempt and two retries, then no more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(attempts.get('broken')).toHaveLength(3);
    // A handler can tell the attempt after which none follows.
    expect(lastFlags).toEqual([false, false, true]);
  });

  it('sends jobs with a transaction: they exist exactly when it commits', async () => {
    const name = fresh();
    const queue = await queueOn(db, name);
    await expect(
      inTransaction(db, async (trx) => {
        await queue.sendMany(name, [{ data: { n: 1 } }], { db: trx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queue.pendingCount(name)).toBe(0);
    await inTransaction(db, (trx) => queue.sendMany(name, [{ data: { n: 2 } }], { db: trx }));
    expect(await queue.pendingCount(name)).toBe(1);
  });

  it('defers a job without counting the attempt', async () => {
    const name = fresh();
    const queue = await queueOn(db, name, { retryLimit: 0 });
    const times: number[] = [];
    await queue.send(name, { data: {} });
    await queue.work(name, { concurrency: 1, ...fast }, async () => {
      times.push(Date.now());
      // Deferred twice with no retries allowed: still runs a third time.
      if (times.length < 3) throw new JobDeferred(1);
    });
    await until(async () => (await queue.pendingCount(name)) === 0);
    expect(times).toHaveLength(3);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('puts a deferred job behind the jobs already waiting', async () => {
    const name = fresh();
    const queue = await queueOn(db, name);
    const order: string[] = [];
    await queue.send(name, { data: { label: 'busy' } });
    await queue.sendMany(name, [{ data: { label: 'a' } }, { data: { label: 'b' } }]);
    await queue.work<{ label: string }>(name, { concurrency: 1, ...fast }, async (job) => {
      order.push(job.data.label);
      // Due again at once, yet the others waiting go first.
      if (job.data.label === 'busy' && order.length === 1) throw new JobDeferred(0);
    });
    await until(async () => (await queue.pendingCount(name)) === 0);
    // a and b were sent together: either may go first (pg-boss breaks the tie by random id).
    expect(order).toHaveLength(4);
    expect([order[0], order[3]]).toEqual(['busy', 'busy']);
    expect(order.slice(1, 3).sort()).toEqual(['a', 'b']);
  });

  it('does not spend an attempt on a job that a shutdown interrupted', async () => {
    const name = fresh();
    const first = await queueOn(db, name, { retryLimit: 0 });
    let started = false;
    let interrupted = false;
    await first.send(name, { data: {} });
    await first.work(name, { concurrency: 1, ...fast }, (job) => {
      started = true;
      job.signal.addEventListener('abort', () => (interrupted = wasInterrupted(job.signal)));
      return new Promise<void>(() => undefined);
    });
    await until(() => started);
    await first.stop();
    expect(interrupted).toBe(true);
    // Its only attempt was cut short: the next process still gets it, as its last.
    const second = await queueOn(db, name, { retryLimit: 0 });
    const flags: boolean[] = [];
    await second.work(name, { concurrency: 1, ...fast }, async (job) => {
      flags.push(job.lastAttempt);
    });
    await until(async () => (await second.pendingCount(name)) === 0);
    expect(flags).toEqual([true]);
  });

  it('bounds an attempt in time: its signal aborts and the attempt counts as failed', async () => {
    const name = fresh();
    const queue = await queueOn(db, name, { timeoutSeconds: 1, retryLimit: 0 });
    let aborted = false;
    await queue.send(name, { data: {} });
    await queue.work(name, { concurrency: 1, ...fast }, (job) => {
      job.signal.addEventListener('abort', () => (aborted = true));
      return new Promise<void>(() => undefined);
    });
    await until(async () => (await queue.pendingCount(name)) === 0);
    expect(aborted).toBe(true);
  });

  it('keeps its hold on a job that runs longer than the hold, by renewing it', async () => {
    const name = fresh();
    const queue = await queueOn(db, name, { expireInSeconds: 1, timeoutSeconds: 10 });
    let runs = 0;
    await queue.send(name, { data: {} });
    await queue.work(name, { concurrency: 2, ...fast }, async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    await until(async () => (await queue.pendingCount(name)) === 0);
    expect(runs).toBe(1);
  });

  it('takes up a job whose process was killed (SIGKILL) while running it', async () => {
    const name = fresh();
    const queue = await queueOn(db, name, { expireInSeconds: 2, retryBackoff: false });
    await queue.send(name, { data: { id: 'survivor' } });
    // Another process takes the job and is killed before it can finish or fail it.
    const target = dialect === 'postgres' ? (db.url ?? '') : (db.dataDir ?? '');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/jobs/testing/claim-and-hang.ts', target, name],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('claimed survivor'), 20_000);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // This process finishes it once the dead one's attempt has run out of time, and only once.
    const done: string[] = [];
    await queue.work<{ id: string }>(name, { concurrency: 2, ...fast }, async (job) => {
      done.push(job.data.id);
    });
    await until(async () => (await queue.pendingCount(name)) === 0, 20_000);
    expect(done).toEqual(['survivor']);
  });

  if (dialect === 'postgres') {
    it('shares a queue between two processes without running any job twice', async () => {
      const name = fresh();
      // Each "process" has its own connection pool to the same database.
      const otherDb = openDatabase({ databaseUrl: db.url, dataDir: '' });
      try {
        const one = await queueOn(db, name);
        const two = await queueOn(otherDb, name);
        await one.sendMany(
          name,
          Array.from({ length: 300 }, (_, i) => ({ data: { i } })),
        );
        const runs = new Map<number, string[]>();
        const handler = (who: string) => async (job: { data: { i: number } }) => {
          runs.set(job.data.i, [...(runs.get(job.data.i) ?? []), who]);
          await new Promise((resolve) => setTimeout(resolve, 2));
        };
        await one.work(name, { concurrency: 3, ...fast }, handler('one'));
        await two.work(name, { concurrency: 3, ...fast }, handler('two'));
        await until(async () => (await one.pendingCount(name)) === 0);
        expect(runs.size).toBe(300);
        expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
        const byTwo = [...runs.values()].filter(([who]) => who === 'two').length;
        expect(byTwo).toBeGreaterThan(0);
        expect(byTwo).toBeLessThan(300);
        await two.stop();
      } finally {
        await otherDb.close();
      }
    });
  }
});
