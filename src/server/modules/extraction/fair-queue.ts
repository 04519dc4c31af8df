// Turns at the extraction workers, taken reader by reader. One first-come queue let a reader who
// submits many slow pages make every other reader wait behind all of them (SECURITY.md 40);
// here each reader has a queue of their own and a freed slot goes to the waiting reader served
// longest ago (round robin). A reader may also hold only so many slots at once, so a worker stays
// free for the others. The queues are bounded: a full queue refuses at once (SECURITY.md 39, 41).
// Background work (an import's pages) gives way to readers' own saves: it takes no slot while a
// save is running or waiting, so on a small machine the save does not share the CPU with it.

import { AppError } from '../../errors';

export type FairQueueOptions = {
  /** Slots (worker threads) shared by all readers. */
  slots: number;
  /** Slots one reader may hold at once. */
  maxRunningPerKey: number;
  /** Tasks waiting for a slot, all readers together. */
  maxWaiting: number;
  /** Tasks one reader may have waiting. */
  maxWaitingPerKey: number;
  /** A task that has waited this long for a slot is refused. */
  maxWaitMs: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /**
   * A key no reader stands behind (the batch extractor): it waits its turn like any other, but
   * neither per-key limit nor the wait limit applies to it.
   */
  unlimitedKey?: string;
};

export const QUEUE_FULL_MESSAGE = 'Canyon is busy saving other pages. Please try again shortly.';

type Waiter = {
  grant: (release: () => void) => void;
  refuse: (error: unknown) => void;
};

export type EnterOptions = {
  /** The caller giving up. */
  signal?: AbortSignal;
  /** Work no reader waits for (imports): it takes a slot only when no foreground work is about. */
  background?: boolean;
};

export class FairQueue {
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  /** Keys whose work is background; a key is one or the other for as long as it has work. */
  private readonly backgroundKeys = new Set<string>();
  private foregroundRunning = 0;
  private readonly waiting = new Map<string, Waiter[]>();
  private waitingTotal = 0;
  /** When each reader with work running or waiting was last given a slot. */
  private readonly lastServed = new Map<string, number>();
  private turns = 0;

  constructor(private readonly options: FairQueueOptions) {}

  /** Tasks waiting for a slot, all readers together. */
  get waitingCount(): number {
    return this.waitingTotal;
  }

  /**
   * Resolves with a release function once `key` may use a slot. Throws UNAVAILABLE (with a
   * Retry-After) when the queue is full or the wait runs past `maxWaitMs`; rejects with the
   * signal's reason if the caller gives up first.
   */
  enter(key: string, { signal, background = false }: EnterOptions = {}): Promise<() => void> {
    signal?.throwIfAborted();
    if (background) this.backgroundKeys.add(key);
    // Free slots are handed out at once, so anyone still waiting is at their own limit: a
    // reader who may run now is nobody's turn to skip.
    if (this.canRun(key)) return Promise.resolve(this.take(key));
    const queue = this.waiting.get(key) ?? [];
    const unlimited = key === this.options.unlimitedKey;
    if (
      this.waitingTotal >= this.options.maxWaiting ||
      (!unlimited && queue.length >= this.options.maxWaitingPerKey)
    ) {
      return Promise.reject(this.busy());
    }
    return new Promise<() => void>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        grant: (release) => {
          settle();
          resolve(release);
        },
        refuse: (error) => {
          settle();
          this.remove(key, waiter);
          reject(error);
        },
      };
      const onAbort = () => waiter.refuse(signal?.reason);
      const timer = unlimited
        ? undefined
        : setTimeout(() => waiter.refuse(this.busy()), this.options.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      this.waiting.set(key, queue);
      this.waitingTotal += 1;
      this.dispatch();
    });
  }

  private busy(): AppError {
    return new AppError('UNAVAILABLE', QUEUE_FULL_MESSAGE, {
      retryAfter: this.options.retryAfterSeconds,
    });
  }

  private canRun(key: string): boolean {
    return (
      this.runningTotal < this.options.slots &&
      (key === this.options.unlimitedKey ||
        (this.running.get(key) ?? 0) < this.options.maxRunningPerKey) &&
      (!this.backgroundKeys.has(key) || !this.foregroundActive())
    );
  }

  /** A reader's own work is running or waiting for a slot. */
  private foregroundActive(): boolean {
    if (this.foregroundRunning > 0) return true;
    for (const key of this.waiting.keys()) if (!this.backgroundKeys.has(key)) return true;
    return false;
  }

  private take(key: string): () => void {
    const foreground = !this.backgroundKeys.has(key);
    if (foreground) this.foregroundRunning += 1;
    this.runningTotal += 1;
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    this.lastServed.set(key, (this.turns += 1));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (foreground) this.foregroundRunning -= 1;
      this.runningTotal -= 1;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
      this.forgetIfIdle(key);
      this.dispatch();
    };
  }

  private remove(key: string, waiter: Waiter): void {
    const queue = this.waiting.get(key);
    const at = queue ? queue.indexOf(waiter) : -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    this.waitingTotal -= 1;
    if (queue.length === 0) this.waiting.delete(key);
    this.forgetIfIdle(key);
  }

  private forgetIfIdle(key: string): void {
    if (!this.running.has(key) && !this.waiting.has(key)) {
      this.lastServed.delete(key);
      this.backgroundKeys.delete(key);
    }
  }

  /** Hands free slots to waiting readers: first the one served longest ago (or never). */
  private dispatch(): void {
    while (this.runningTotal < this.options.slots) {
      let next: string | undefined;
      let nextServed = Infinity;
      for (const key of this.waiting.keys()) {
        const served = this.lastServed.get(key) ?? 0;
        if (served < nextServed && this.canRun(key)) {
          next = key;
          nextServed = served;
        }
      }
      if (next === undefined) return;
      const queue = this.waiting.get(next)!;
      const waiter = queue.shift()!;
      this.waitingTotal -= 1;
      if (queue.length === 0) this.waiting.delete(next);
      waiter.grant(this.take(next));
    }
  }
}
