import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = mockFetch(json({ id: 'a1', created: true }, 201));
    const result = await api.post<{ id: string; created: boolean }>('/api/save', {
      url: 'https://example.com',
    });

    expect(result).toEqual({ id: 'a1', created: true });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/save');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"url":"https://example.com"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('adds query parameters, leaving out undefined ones', async () => {
    const fetchMock = mockFetch(json({ items: [], nextCursor: null }));
    await api.get('/api/articles', {
      query: { archived: false, tags: 'a,b', cursor: undefined, limit: 20 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/articles?archived=false&tags=a%2Cb&limit=20');
  });

  it('sends no body or content type on GET, and accepts an empty answer', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/articles/a1')).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws ApiError with the server status, code and message', async () => {
    mockFetch(json({ error: { message: 'Article not found', code: 'NOT_FOUND' } }, 404));
    const error = await api.get('/api/articles/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Article not found' });
  });

  it('still throws ApiError when the error body is not the usual shape', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.get('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Request failed (502)' });
  });

  it('turns a failed connection into a network ApiError', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await api.get('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('lets an abort through untouched', async () => {
    mockFetch(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await api.get('/api/me').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
