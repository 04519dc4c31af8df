import type { RateLimiter } from '../../auth/rate-limiter';
import { JobDeferred } from '../../jobs/job-queue';
import { pause } from '../../jobs/run-attempt';

/** How long an item waits here for its site to be free before it steps aside (deferred). */
export const HOST_WAIT_MS = 10_000;
/** Seconds an item that stepped aside waits before it is tried again. */
export const HOST_BUSY_DEFER_SECONDS = 2;

/**
 * Import fetches are polite to the sites they read (issue #16): one request at a time to a
 * site from this process, and at most `perMinute` a minute to a site from all processes
 * together (counted in the database). An item whose site stays busy, or has had its share of
 * the minute, is deferred rather than failed, so the workers go on with other sites meanwhile.
 */
/**
 * The counter's window for `perMinute` requests a minute. Counters are fixed windows, so a
 * minute-long one lets twice the share through across its edge; short windows holding a
 * proportional share keep any 60 s close to the share (30 a minute: one per 2 s, at most 31).
 */
export function siteWindow(perMinute: number): { window: number; max: number } {
  // Rounded so the rate never exceeds the share (45 a minute: one per 2 s).
  if (perMinute <= 60) return { window: Math.ceil(60 / perMinute), max: 1 };
  return { window: 1, max: Math.floor(perMinute / 60) };
}

export class HostPoliteness {
  /** Per site, the end of the request running now (and of any queued behind it). */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
    private readonly waitMs: number = HOST_WAIT_MS,
  ) {}

  async run<T>(url: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const host = new URL(url).hostname.toLowerCase();
    const before = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const mine = before.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.tails.set(host, mine);
    try {
      const turn = await Promise.race([
        before.then(() => true),
        pause(this.waitMs, signal).then(() => false),
      ]);
      signal.throwIfAborted();
      if (!turn) throw new JobDeferred(HOST_BUSY_DEFER_SECONDS);
      const decision = await this.limiter.consume(
        `import-host:${host}`,
        siteWindow(this.perMinute),
      );
      if (!decision.allowed) throw new JobDeferred(decision.retryAfter ?? 60);
      return await work();
    } finally {
      // Whoever queued behind this one goes next, whether it ran, stepped aside or failed.
      void before.then(() => release());
      if (this.tails.get(host) === mine) void mine.then(() => this.tails.delete(host));
    }
  }
}
