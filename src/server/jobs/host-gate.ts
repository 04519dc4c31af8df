import { JobDeferred } from './job-queue';

/**
 * At most `perHost` of this process's jobs fetch from one host at once. A job for a host that
 * is busy steps aside (JobDeferred, no attempt spent) instead of waiting, so its worker goes on
 * with other hosts' jobs: an import's thousands of pictures from one image server are fetched a
 * few at a time while the other sites' go ahead.
 */
export class HostGate {
  private readonly running = new Map<string, number>();

  constructor(
    private readonly perHost: number,
    private readonly deferSeconds = 1,
  ) {}

  async run<T>(url: string, work: () => Promise<T>): Promise<T> {
    const host = hostOf(url);
    const now = this.running.get(host) ?? 0;
    if (now >= this.perHost) throw new JobDeferred(this.deferSeconds);
    this.running.set(host, now + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(host) ?? 1) - 1;
      if (left > 0) this.running.set(host, left);
      else this.running.delete(host);
    }
  }

  /** Hosts with a fetch running now (for tests). */
  get busyHosts(): number {
    return this.running.size;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    // Not a URL: the fetch will say so; gate it with the other unparsable ones.
    return '';
  }
}
