import { describe, expect, it } from 'vitest';
import { ImageFetchQueue } from './image-fetch-queue';

/** A queue whose jobs finish only when the test says so. */
function controlledQueue(options: { concurrency: number; maxQueued: number }) {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  let running = 0;
  let mostAtOnce = 0;
  const queue = new ImageFetchQueue<string>({
    ...options,
    run: (key) => {
      started.push(key);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      return new Promise<string>((resolve) => {
        finish.set(key, (value) => {
          running -= 1;
          resolve(value);
        });
      });
    },
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { queue, started, finish, mostAtOnce: () => mostAtOnce, settle };
}

describe('ImageFetchQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const q = controlledQueue({ concurrency: 2, maxQueued: 10 });
    const outcomes = ['a', 'b', 'c', 'd'].map((key) => q.queue.add(key));
    await q.settle();
    expect(q.started).toEqual(['a', 'b']);
    q.finish.get('a')!('A');
    await q.settle();
    expect(q.started).toEqual(['a', 'b', 'c']);
    for (const key of ['b', 'c']) q.finish.get(key)!(key.toUpperCase());
    await q.settle();
    q.finish.get('d')!('D');
    expect(await Promise.all(outcomes)).toEqual(['A', 'B', 'C', 'D']);
    expect(q.mostAtOnce()).toBe(2);
    await q.queue.idle();
    expect(q.queue.size).toBe(0);
  });

  it('shares one run between two requests for the same key', async () => {
    const q = controlledQueue({ concurrency: 1, maxQueued: 10 });
    const first = q.queue.add('x');
    const second = q.queue.add('x', { urgent: true });
    await q.settle();
    q.finish.get('x')!('X');
    expect([await first, await second]).toEqual(['X', 'X']);
    expect(q.started).toEqual(['x']);
  });

  it('puts a reader’s request ahead of background work', async () => {
    const q = controlledQueue({ concurrency: 1, maxQueued: 10 });
    for (const key of ['busy', 'later-1', 'later-2']) void q.queue.add(key);
    void q.queue.add('later-2', { urgent: true });
    void q.queue.add('now', { urgent: true });
    await q.settle();
    q.finish.get('busy')!('');
    await q.settle();
    q.finish.get('now')!('');
    await q.settle();
    q.finish.get('later-2')!('');
    await q.settle();
    expect(q.started).toEqual(['busy', 'now', 'later-2', 'later-1']);
    q.finish.get('later-1')!('');
  });

  it('refuses more waiting jobs than it may hold', async () => {
    const q = controlledQueue({ concurrency: 1, maxQueued: 2 });
    expect(q.queue.add('running')).toBeDefined();
    await q.settle();
    expect(q.queue.add('w1')).toBeDefined();
    expect(q.queue.add('w2')).toBeDefined();
    expect(q.queue.add('w3')).toBeUndefined();
    expect(q.queue.add('w4', { urgent: true })).toBeUndefined();
    expect(q.queue.size).toBe(3);
    for (const key of ['running', 'w1', 'w2']) {
      q.finish.get(key)!('');
      await q.settle();
    }
    await q.queue.idle();
  });
});
