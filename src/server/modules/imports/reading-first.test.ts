import { describe, expect, it } from 'vitest';
import { ReadingFirst } from './reading-first';

/** A reading that ends when `finish` is called. */
function openReading(gate: ReadingFirst) {
  let finish!: () => void;
  const done = gate.whileReading(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish: () => finish(), done };
}

/** Whether `promise` has settled after the queued callbacks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

describe('ReadingFirst', () => {
  it('lets content fetching go at once when no file is being read', async () => {
    expect(await hasSettled(new ReadingFirst().settled())).toBe(true);
  });

  it('holds content fetching until every file being read is done', async () => {
    const gate = new ReadingFirst();
    const one = openReading(gate);
    const two = openReading(gate);
    const waiting = gate.settled();
    expect(await hasSettled(waiting)).toBe(false);
    one.finish();
    await one.done;
    expect(await hasSettled(waiting)).toBe(false);
    two.finish();
    await two.done;
    expect(await hasSettled(waiting)).toBe(true);
  });

  it('lets go when a reading fails, when the wait runs out, or when the job is stopped', async () => {
    const gate = new ReadingFirst();
    const failing = gate.whileReading(() => Promise.reject(new Error('damaged file')));
    await expect(failing).rejects.toThrow('damaged file');
    expect(await hasSettled(gate.settled())).toBe(true);

    const long = openReading(gate);
    expect(await hasSettled(gate.settled(undefined, 1))).toBe(true);
    const stop = new AbortController();
    const stopped = gate.settled(stop.signal);
    expect(await hasSettled(stopped)).toBe(false);
    stop.abort();
    expect(await hasSettled(stopped)).toBe(true);
    long.finish();
    await long.done;
  });
});
