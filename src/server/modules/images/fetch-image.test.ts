import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { startCanary, type Canary } from '../fetching/testing/canary-listener';
import {
  installLoopbackOnlyNetwork,
  type NetworkGuard,
} from '../fetching/testing/loopback-only-network';
import { fetchImage, type FetchImageOptions } from './fetch-image';
import { OTHER_PHOTO, PHOTO, startImageSite, type ImageSite } from './testing/image-site';

// Article images go through the same SSRF guard as pages (SECURITY.md, Fetching 12): a canary
// listener on loopback must never see a connection, and a network guard underneath refuses any
// non-loopback connection or real DNS query.

let guard: NetworkGuard;
let site: ImageSite;
let canary: Canary;
let options: FetchImageOptions;

beforeAll(async () => {
  guard = installLoopbackOnlyNetwork();
  site = await startImageSite();
  canary = await startCanary();
  options = {
    allowPrivateHosts: [site.host],
    resolve: async () => {
      throw new Error('no DNS in tests');
    },
    timeoutMs: 5000,
  };
});
afterAll(async () => {
  await site.close();
  await canary.close();
  guard.restore();
});
afterEach(() => {
  expect(canary.connections()).toBe(0);
  expect(guard.violations).toEqual([]);
});

async function failure(url: string, extra: Partial<FetchImageOptions> = {}): Promise<AppError> {
  const error: unknown = await fetchImage(url, { ...options, ...extra }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('fetchImage', () => {
  it('fetches a PNG with its hash', async () => {
    const image = await fetchImage(`${site.origin}/photo.png`, options);
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.equals(PHOTO)).toBe(true);
    expect(image.hash).toBe(createHash('sha256').update(PHOTO).digest('hex'));
  });

  it.each([
    ['/photo.jpg', 'image/jpeg'],
    ['/photo.gif', 'image/gif'],
    ['/photo.webp', 'image/webp'],
    ['/photo.avif', 'image/avif'],
  ])('keeps %s as %s', async (path, type) => {
    expect((await fetchImage(`${site.origin}${path}`, options)).contentType).toBe(type);
  });

  it('keeps what the bytes are, not what the server called them', async () => {
    const image = await fetchImage(`${site.origin}/mislabelled.jpg`, options);
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.equals(OTHER_PHOTO)).toBe(true);
  });

  it('follows redirects within the site', async () => {
    const image = await fetchImage(`${site.origin}/redirect?to=/photo.png`, options);
    expect(image.bytes.equals(PHOTO)).toBe(true);
  });

  it('refuses a private address without connecting to it', async () => {
    const error = await failure(`http://127.0.0.1:${canary.port}/photo.png`);
    expect([error.code, error.message]).toEqual([
      'INVALID_URL',
      'Private and local URLs are not allowed',
    ]);
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    const before = site.requests.length;
    const error = await failure(
      `${site.origin}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${canary.port}/x.png`)}`,
    );
    expect(error.message).toBe('Private and local URLs are not allowed');
    expect(site.requests.length).toBe(before + 1);
  });

  it('refuses cloud metadata and non-http schemes', async () => {
    expect((await failure('http://169.254.169.254/latest/meta-data')).code).toBe('INVALID_URL');
    expect((await failure('file:///etc/passwd')).code).toBe('INVALID_URL');
    expect((await failure('data:image/png;base64,iVBORw0KGgo=')).code).toBe('INVALID_URL');
  });

  it.each([
    ['SVG', '/drawing.svg'],
    ['SVG declared as PNG', '/svg-as-png.png'],
    ['HTML', '/page-as-image.png'],
    ['a body with no declared type', '/untyped.png'],
  ])('refuses %s', async (_name, path) => {
    const error = await failure(`${site.origin}${path}`);
    expect(error.code).toBe('UNSUPPORTED_CONTENT');
  });

  it('refuses an image over the size cap while it streams (no Content-Length)', async () => {
    const error = await failure(`${site.origin}/oversize.png`);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('holds the cap after decompression (a gzip bomb)', async () => {
    const error = await failure(`${site.origin}/bomb.png`);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('times out a picture that never comes', async () => {
    const error = await failure(`${site.origin}/stall.png`, { timeoutMs: 300 });
    expect([error.code, error.message]).toEqual(['TIMEOUT', 'Request timeout']);
  });

  it('answers an HTTP error as a fetch error', async () => {
    const error = await failure(`${site.origin}/nothing-here.png`);
    expect([error.code, error.message]).toEqual(['FETCH_ERROR', 'HTTP 404 Not Found']);
  });
});
