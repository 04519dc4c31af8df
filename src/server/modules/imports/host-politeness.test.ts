import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../auth/rate-limiter';
import { JobDeferred } from '../../jobs/job-queue';
import { HostPoliteness, siteWindow } from './host-politeness';

const allowAll: RateLimiter = { consume: async () => ({ allowed: true, retryAfter: null }) };
const never = new AbortController().signal;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('siteWindow', () => {
  it.each([
    [30, { window: 2, max: 1 }],
    [1, { window: 60, max: 1 }],
    [45, { window: 2, max: 1 }],
    [90, { window: 1, max: 1 }],
    [60, { window: 1, max: 1 }],
    [600, { window: 1, max: 10 }],
  ])('%i a minute → %j', (perMinute, expected) => {
    const rule = siteWindow(perMinute);
    expect(rule).toEqual(expected);
    // The rate never exceeds the share; any 60 s spans at most one window more than a minute.
    expect((rule.max * 60) / rule.window).toBeLessThanOrEqual(perMinute);
    expect((Math.ceil(60 / rule.window) + 1) * rule.max).toBeLessThanOrEqual(perMinute + rule.max);
  });
});

describe('HostPoliteness', () => {
  it('sends one request at a time to a site, and sites side by side', async () => {
    const polite = new HostPoliteness(allowAll, 30);
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const request = (url: string) =>
      polite.run(url, never, async () => {
        const host = new URL(url).host;
        running.set(host, (running.get(host) ?? 0) + 1);
        most.set(host, Math.max(most.get(host) ?? 0, running.get(host) ?? 0));
        await sleep(20);
        running.set(host, (running.get(host) ?? 0) - 1);
        return url;
      });
    const started = Date.now();
    const urls = [
      ...Array.from({ length: 4 }, (_, i) => `https://one.example/${i}`),
      ...Array.from({ length: 4 }, (_, i) => `https://two.example/${i}`),
    ];
    expect(await Promise.all(urls.map(request))).toEqual(urls);
    expect(most.get('one.example')).toBe(1);
    expect(most.get('two.example')).toBe(1);
    // Two sites at once: about four turns, not eight.
    expect(Date.now() - started).toBeLessThan(8 * 20);
  });

  it('steps aside (deferred) when its site stays busy past the wait', async () => {
    const polite = new HostPoliteness(allowAll, 30, 30);
    const slow = polite.run('https://busy.example/a', never, () => sleep(200));
    await expect(
      polite.run('https://busy.example/b', never, async () => 'ran'),
    ).rejects.toBeInstanceOf(JobDeferred);
    await slow;
    // Once free, the site takes requests again.
    expect(await polite.run('https://busy.example/c', never, async () => 'ran')).toBe('ran');
  });

  it('defers by the counter’s Retry-After when the site had its share of the minute', async () => {
    const counted: string[] = [];
    const limiter: RateLimiter = {
      consume: async (key) => {
        counted.push(key);
        return counted.length > 2
          ? { allowed: false, retryAfter: 42 }
          : { allowed: true, retryAfter: null };
      },
    };
    const polite = new HostPoliteness(limiter, 2);
    await polite.run('https://Site.example/1', never, async () => undefined);
    await polite.run('https://site.example/2', never, async () => undefined);
    const third = polite.run('https://site.example/3', never, async () => undefined);
    await expect(third).rejects.toMatchObject({ name: 'JobDeferred', seconds: 42 });
    expect(counted).toEqual(Array(3).fill('import-host:site.example'));
  });
});
