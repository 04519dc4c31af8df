import { describe, expect, it } from 'vitest';
import { routeRequest } from '@/web/features/offline/service-worker/route-request';

const ORIGIN = 'https://canyon.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('routeRequest', () => {
  it('answers app pages from the network first, never an API address opened as a page', () => {
    expect(routeRequest(get('/dashboard', 'navigate'), ORIGIN)).toEqual({ kind: 'navigation' });
    expect(routeRequest(get('/article/a1', 'navigate'), ORIGIN)).toEqual({ kind: 'navigation' });
    expect(routeRequest(get('/api/articles/a1', 'navigate'), ORIGIN)).toBeNull();
    expect(routeRequest(get('/api', 'navigate'), ORIGIN)).toBeNull();
  });

  it('keeps opened articles, their images and the first page of a list', () => {
    expect(routeRequest(get('/api/articles/a1'), ORIGIN)).toEqual({ kind: 'article' });
    expect(routeRequest(get('/api/images/abc123'), ORIGIN)).toEqual({ kind: 'image' });
    expect(routeRequest(get('/api/articles/a1/images/0'), ORIGIN)).toEqual({ kind: 'image' });
    expect(routeRequest(get('/api/articles?archived=false&limit=20'), ORIGIN)).toEqual({
      kind: 'library',
    });
    expect(routeRequest(get('/api/me'), ORIGIN)).toEqual({ kind: 'library' });
    expect(routeRequest(get('/api/auth/get-session'), ORIGIN)).toEqual({ kind: 'session' });
  });

  it('leaves later list pages, writes, sign-in, other API routes and other sites alone', () => {
    expect(routeRequest(get('/api/articles?cursor=x&limit=20'), ORIGIN)).toBeNull();
    expect(routeRequest({ ...get('/api/save'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(routeRequest({ ...get('/api/articles/a1'), method: 'DELETE' }, ORIGIN)).toBeNull();
    expect(routeRequest(get('/api/auth/sign-in/email'), ORIGIN)).toBeNull();
    expect(routeRequest(get('/api/tokens'), ORIGIN)).toBeNull();
    expect(routeRequest(get('/api/articles/a1/summary/x'), ORIGIN)).toBeNull();
    expect(
      routeRequest({ ...get('/x'), url: 'https://elsewhere.example/a.js' }, ORIGIN),
    ).toBeNull();
  });

  it('serves the app files themselves from the shell cache', () => {
    expect(routeRequest(get('/assets/index-abc.js'), ORIGIN)).toEqual({ kind: 'shell' });
    expect(routeRequest(get('/theme-init.js'), ORIGIN)).toEqual({ kind: 'shell' });
  });
});
