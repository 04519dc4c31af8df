// While this process reads an import file, its content fetching waits. On a small machine the
// two share the CPU and the database, and the reader is waiting for the items to appear in the
// library, while content takes its time anyway (politeness spreads it over minutes or hours).
// Reading 20,000 entries takes seconds; a wait is bounded all the same, so a file that takes
// long to read never stalls content for good.

export const READING_FIRST_MAX_WAIT_MS = 30_000;

export class ReadingFirst {
  private reading = 0;
  private waiters: Array<() => void> = [];

  /** Runs `read` with content fetching in this process held back until it ends. */
  async whileReading<T>(read: () => Promise<T>): Promise<T> {
    this.reading += 1;
    try {
      return await read();
    } finally {
      this.reading -= 1;
      if (this.reading === 0) {
        for (const wake of this.waiters.splice(0)) wake();
      }
    }
  }

  /** Resolves once no file is being read here, after `maxWaitMs` at most, or on abort. */
  async settled(signal?: AbortSignal, maxWaitMs = READING_FIRST_MAX_WAIT_MS): Promise<void> {
    if (this.reading === 0 || signal?.aborted) return;
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
