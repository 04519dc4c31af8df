import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { FairQueue, QUEUE_FULL_MESSAGE, type FairQueueOptions } from './fair-queue';

const OPTIONS: FairQueueOptions = {
  slots: 1,
  maxRunningPerKey: 1,
  maxWaiting: 100,
  maxWaitingPerKey: 100,
  maxWaitMs: 60_000,
  retryAfterSeconds: 5,
};

/** Enters the queue and records the order in which callers are let in. */
function recorder(queue: FairQueue) {
  const order: string[] = [];
  const releases: Array<() => void> = [];
  const enter = (key: string, label = key, background = false) =>
    queue.enter(key, { background }).then((release) => {
      order.push(label);
      releases.push(release);
    });
  /** Lets the oldest holder go and waits for the next caller to be let in. */
  const next = async () => {
    releases.shift()!();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { order, enter, next };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FairQueue', () => {
  it('takes turns between readers instead of first come, first served', async () => {
    const queue = new FairQueue(OPTIONS);
    const { order, enter, next } = recorder(queue);
    const all = [
      enter('a', 'a1'),
      enter('a', 'a2'),
      enter('a', 'a3'),
      enter('a', 'a4'),
      enter('b', 'b1'),
      enter('b', 'b2'),
      enter('c', 'c1'),
    ];
    await Promise.resolve();
    for (let i = 0; i < 6; i++) await next();
    await Promise.all(all);
    // a1 was running when the others came; after it, each reader with work waiting in turn,
    // the one served longest ago first.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('keeps a slot free for other readers when one reader may hold only some', async () => {
    const queue = new FairQueue({ ...OPTIONS, slots: 2, maxRunningPerKey: 1 });
    const { order, enter } = recorder(queue);
    void enter('a', 'a1');
    void enter('a', 'a2');
    const b = enter('b', 'b1');
    await b;
    expect(order).toEqual(['a1', 'b1']); // a2 waits although a slot was free before b came
  });

  it('refuses with UNAVAILABLE and a Retry-After when the queue is full', async () => {
    const queue = new FairQueue({ ...OPTIONS, maxWaiting: 3, maxWaitingPerKey: 2 });
    const { enter } = recorder(queue);
    void enter('a');
    void enter('a');
    void enter('a');
    // Reader a has two waiting: a third is refused, while reader b still gets in line.
    const full = await refusal(queue.enter('a'));
    expect(full).toMatchObject({ code: 'UNAVAILABLE', message: QUEUE_FULL_MESSAGE, retryAfter: 5 });
    void enter('b');
    expect(queue.waitingCount).toBe(3);
    // Three waiting in all: nobody else gets in line.
    expect((await refusal(queue.enter('c'))).code).toBe('UNAVAILABLE');
    expect(queue.waitingCount).toBe(3);
  });

  it('refuses a caller that waited too long, and lets a caller give up', async () => {
    vi.useFakeTimers();
    const queue = new FairQueue({ ...OPTIONS, maxWaitMs: 1_000 });
    const release = await queue.enter('a');
    const late = refusal(queue.enter('b'));
    const controller = new AbortController();
    const gaveUp = queue.enter('c', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('the reader left'));
    expect(await gaveUp).toMatchObject({ message: 'the reader left' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await late).toMatchObject({ code: 'UNAVAILABLE', retryAfter: 5 });
    expect(queue.waitingCount).toBe(0);
    release();
    // Nobody left in line: the next caller goes straight in.
    const again = await queue.enter('d');
    again();
  });

  it('puts no per-key limit on work no reader asked for', async () => {
    const queue = new FairQueue({
      ...OPTIONS,
      slots: 2,
      maxWaitingPerKey: 1,
      maxWaitMs: 1,
      unlimitedKey: 'batch',
    });
    const { order, enter, next } = recorder(queue);
    const all = [
      enter('batch', 'b1'),
      enter('batch', 'b2'),
      enter('batch', 'b3'),
      enter('batch', 'b4'),
    ];
    await Promise.resolve();
    expect(order).toEqual(['b1', 'b2']); // both slots, and two waiting
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the wait limit
    await next();
    await next();
    await Promise.all(all);
    expect(order).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('lets background work take a slot only while no reader’s own work runs or waits', async () => {
    const queue = new FairQueue({ ...OPTIONS, slots: 2 });
    const { order, enter, next } = recorder(queue);
    const first = enter('import:a', 'i1', true);
    await Promise.resolve();
    // Nothing else about: background work runs.
    expect(order).toEqual(['i1']);
    const saved = enter('reader-b', 's1');
    const second = enter('import:c', 'i2', true);
    await Promise.resolve();
    // A free slot, but a reader's save is running: the second import waits.
    expect(order).toEqual(['i1', 's1']);
    await next(); // i1 done; s1 still running
    expect(order).toEqual(['i1', 's1']);
    await next(); // s1 done
    expect(order).toEqual(['i1', 's1', 'i2']);
    await Promise.all([first, saved, second]);
  });
});
