import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/web/features/offline/outbox';
import { saveArticle } from '@/web/features/saving/api/save-article';
import { ApiError } from '@/web/lib/api-client';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';

let api: FakeApi;
let online = true;
const request = { url: 'https://example.com/a', tags: ['news'], source: 'web' as const };
const queuedUrls = async () => (await outbox.list()).map((item) => item.request.url);

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  api = installFakeApi();
});
afterEach(() => vi.restoreAllMocks());

describe('saveArticle', () => {
  it('saves through the API when Canyon answers', async () => {
    api.on('POST /api/save', () => ({
      status: 201,
      body: { id: 'a1', title: 'A', canonical_url: request.url, excerpt: '', created: true },
    }));
    expect(await saveArticle(request)).toMatchObject({ queued: false, id: 'a1', created: true });
    expect(await queuedUrls()).toEqual([]);
  });

  it('queues the save when the request gets no answer', async () => {
    api.on('POST /api/save', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await saveArticle(request)).toEqual({ queued: true });
    const [item] = await outbox.list();
    expect(item?.request).toEqual(request);
  });

  it('queues without trying when the browser is offline', async () => {
    online = false;
    expect(await saveArticle(request)).toEqual({ queued: true });
    expect(api.calls.some((call) => call.route === 'POST /api/save')).toBe(false);
    expect(await queuedUrls()).toEqual([request.url]);
  });

  it('fails as before when the server refuses the save', async () => {
    api.on('POST /api/save', () => ({
      status: 422,
      body: { error: { message: 'No content', code: 'PARSE_ERROR' } },
    }));
    await expect(saveArticle(request)).rejects.toBeInstanceOf(ApiError);
    expect(await queuedUrls()).toEqual([]);
  });

  it('fails with the network error where the browser keeps no outbox', async () => {
    vi.stubGlobal('indexedDB', undefined);
    api.on('POST /api/save', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(saveArticle(request)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
