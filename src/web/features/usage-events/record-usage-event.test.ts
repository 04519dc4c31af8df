import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_EVENT } from '@/web/lib/api-client';
import {
  recordUsageEvent,
  USAGE_EVENTS_PATH,
} from '@/web/features/usage-events/record-usage-event';

describe('recordUsageEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the event as JSON with the session cookie, kept alive past the page', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    recordUsageEvent({ name: 'page_view', properties: { page_title: 'Help Center' } });
    expect(fetch).toHaveBeenCalledWith(USAGE_EVENTS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'page_view', properties: { page_title: 'Help Center' } }),
    });
    expect(USAGE_EVENTS_PATH).toBe('/api/events');
  });

  it('forgets a failure: no throw, no console error, no offline signal, no retry', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const onNetworkFailure = vi.fn();
    window.addEventListener(NETWORK_FAILURE_EVENT, onNetworkFailure);
    try {
      expect(() =>
        recordUsageEvent({ name: 'article_read', properties: { article_id: 'a1' } }),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      window.removeEventListener(NETWORK_FAILURE_EVENT, onNetworkFailure);
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onNetworkFailure).not.toHaveBeenCalled();
  });

  it('ignores a refusal from the server (401, 429) too', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 429 }));
    vi.stubGlobal('fetch', fetch);
    recordUsageEvent({ name: 'help_page_view', properties: {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
