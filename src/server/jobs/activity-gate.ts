// Background work on a small machine gives way to work someone is waiting for. Both share the
// CPU and, on SQLite, the one thread that runs every statement: an import's content write (its
// text indexed for search) holds that thread for milliseconds at a time, and a reader's own
// save arriving behind a few of them waited twice its usual time. A gate counts the foreground
// work in progress in this process; background work waits for it to settle, for a bounded time,
// so a stream of foreground work never stalls the background for good.

export class ActivityGate {
  private active = 0;
  private waiters: Array<() => void> = [];

  /** Runs `work` as foreground work: the gate is busy until it ends, however it ends. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      if (this.active === 0) {
        for (const wake of this.waiters.splice(0)) wake();
      }
    }
  }

  /** Resolves once no foreground work runs, after `maxWaitMs` at most, or on abort. */
  async settled(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    if (this.active === 0 || signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters = this.waiters.filter((wake) => wake !== done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.push(done);
    });
  }
}
