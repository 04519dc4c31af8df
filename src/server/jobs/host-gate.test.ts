import { describe, expect, it } from 'vitest';
import { HostGate } from './host-gate';
import { JobDeferred } from './job-queue';

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('HostGate', () => {
  it('lets a host have its share at once, defers the next, and frees the slot after', async () => {
    const gate = new HostGate(2, 3);
    const first = held();
    const second = held();
    const a = gate.run('https://img.example/a.png', () => first.done);
    const b = gate.run('https://IMG.example/b.png', () => second.done);
    const third = gate.run('https://img.example/c.png', async () => 'ran');
    await expect(third).rejects.toBeInstanceOf(JobDeferred);
    await expect(third).rejects.toMatchObject({ seconds: 3 });
    // Another host is not held up by the busy one.
    await expect(gate.run('https://other.example/x.png', async () => 'other')).resolves.toBe(
      'other',
    );
    first.release();
    await a;
    await expect(gate.run('https://img.example/d.png', async () => 'now')).resolves.toBe('now');
    second.release();
    await b;
    expect(gate.busyHosts).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HostGate(1);
    await expect(
      gate.run('https://img.example/a.png', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(gate.run('https://img.example/b.png', async () => 'ok')).resolves.toBe('ok');
  });
});
