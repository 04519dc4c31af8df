import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineStatus } from '@/web/features/offline/offline-status';
import { NETWORK_FAILURE_EVENT } from '@/web/lib/api-client';

let online = true;
let unsubscribe: () => void = () => {};

beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  unsubscribe();
  vi.restoreAllMocks();
});

function watch() {
  const status = createOfflineStatus(window);
  const seen: boolean[] = [];
  unsubscribe = status.subscribe((offline) => seen.push(offline));
  return { status, seen };
}

describe('offline status', () => {
  it('follows the browser going offline and coming back', () => {
    online = false;
    const { status, seen } = watch();
    expect(status.isOffline()).toBe(true);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(status.isOffline()).toBe(false);
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  it('counts a request that got no answer, until the server answers its health check', async () => {
    vi.useFakeTimers();
    const health = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    health.mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', health);
    const { status, seen } = watch();
    expect(status.isOffline()).toBe(false);

    window.dispatchEvent(new Event(NETWORK_FAILURE_EVENT));
    expect(status.isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(status.isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(status.isOffline()).toBe(false);
    expect(health).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(seen).toEqual([true, false]);
  });
});
