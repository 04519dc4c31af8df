// A small in-process work queue for the image fetches readers ask for (background fetching goes
// through the durable job queue, image-jobs.ts): a fixed number run at once, a fixed number
// wait, each job is known by a key so asking twice shares one run, and an urgent request jumps
// the others. Nothing in it grows with what visitors do (SECURITY.md 39).

export type ImageFetchQueueOptions<T> = {
  concurrency: number;
  maxQueued: number;
  run: (key: string) => Promise<T>;
};

type Job<T> = { key: string; promise: Promise<T>; start: () => void };

export class ImageFetchQueue<T> {
  private readonly waiting: Job<T>[] = [];
  private readonly known = new Map<string, Job<T>>();
  private running = 0;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(private readonly options: ImageFetchQueueOptions<T>) {}

  /**
   * The job's outcome, sharing a run already queued or running. `urgent` puts it (or moves it)
   * to the front. Undefined when the queue is full: the caller leaves the work for later.
   */
  add(key: string, { urgent = false } = {}): Promise<T> | undefined {
    const existing = this.known.get(key);
    if (existing) {
      const at = this.waiting.indexOf(existing);
      if (urgent && at > 0) {
        this.waiting.splice(at, 1);
        this.waiting.unshift(existing);
      }
      return existing.promise;
    }
    if (this.waiting.length >= this.options.maxQueued) return undefined;

    let start!: () => void;
    const promise = new Promise<void>((resolve) => {
      start = resolve;
    })
      .then(() => this.options.run(key))
      .finally(() => {
        this.known.delete(key);
        this.running -= 1;
        this.pump();
      });
    // Callers in the background do not wait for the outcome; a failure is theirs to record.
    promise.catch(() => undefined);
    const job: Job<T> = { key, promise, start };
    this.known.set(key, job);
    if (urgent) this.waiting.unshift(job);
    else this.waiting.push(job);
    this.pump();
    return promise;
  }

  /** Jobs waiting and running. */
  get size(): number {
    return this.known.size;
  }

  /** Resolves when nothing waits or runs (tests, and shutdown). */
  idle(): Promise<void> {
    if (this.known.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      job.start();
    }
    if (this.known.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
