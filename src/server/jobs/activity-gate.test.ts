import { describe, expect, it } from 'vitest';
import { ActivityGate } from './activity-gate';

/** Foreground work that ends when `finish` is called. */
function openWork(gate: ActivityGate) {
  let finish!: () => void;
  const done = gate.during(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish: () => finish(), done };
}

/** Whether `promise` has settled after the queued callbacks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

describe('ActivityGate', () => {
  it('lets background work go at once when nothing runs in the foreground', async () => {
    expect(await hasSettled(new ActivityGate().settled(60_000))).toBe(true);
  });

  it('holds background work until every piece of foreground work is done', async () => {
    const gate = new ActivityGate();
    const one = openWork(gate);
    const two = openWork(gate);
    const waiting = gate.settled(60_000);
    expect(await hasSettled(waiting)).toBe(false);
    one.finish();
    await one.done;
    expect(await hasSettled(waiting)).toBe(false);
    two.finish();
    await two.done;
    expect(await hasSettled(waiting)).toBe(true);
  });

  it('lets go when the foreground work fails, when the wait runs out, or when the job is stopped', async () => {
    const gate = new ActivityGate();
    const failing = gate.during(() => Promise.reject(new Error('it failed')));
    await expect(failing).rejects.toThrow('it failed');
    expect(await hasSettled(gate.settled(60_000))).toBe(true);

    const long = openWork(gate);
    expect(await hasSettled(gate.settled(1))).toBe(true);
    const stop = new AbortController();
    const stopped = gate.settled(60_000, stop.signal);
    expect(await hasSettled(stopped)).toBe(false);
    stop.abort();
    expect(await hasSettled(stopped)).toBe(true);
    long.finish();
    await long.done;
  });
});
