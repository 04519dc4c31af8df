import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient } from './test/auth-client';
import { createTestApp, type TestApp } from './test/test-app';
import { describeEachDialect } from './test/test-database';
import type { ArticleImages } from './modules/images/images.service';
import { SaveLimiter, TOO_MANY_AT_ONCE_MESSAGE } from './modules/saving/save-limiter';
import { startLoadSite, type LoadSite } from './modules/saving/testing/load-site';
import { startImageSite, type ImageSite } from './modules/images/testing/image-site';

// The save limiter and the image fetcher are parts of the app's dependencies, built once where
// the app is built: routes use the ones they are given, and two apps never share one.

let site: LoadSite;
let imageSite: ImageSite;
beforeAll(async () => {
  site = await startLoadSite();
  imageSite = await startImageSite();
});
afterAll(async () => {
  await site.close();
  await imageSite.close();
});

/** Records which articles the save route handed over for their images. */
function recordingImages(): ArticleImages & { saved: string[] } {
  const saved: string[] = [];
  return {
    saved,
    articleSaved: async (articleId) => void saved.push(articleId),
    ensure: async () => 'busy',
    resume: async () => ({ queued: 0, removedPictures: 0 }),
    idle: async () => undefined,
  };
}

describeEachDialect('App dependencies on %s', (dialect) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await apps[0]?.db.drop();
  });

  it('saves go through the save limiter and image fetcher the app was given', async () => {
    const images = recordingImages();
    const first = await createTestApp(dialect, {
      env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host },
      articleImages: images,
    });
    apps.push(first);
    const reader = await signedInClient(first, 'given-deps@example.com');
    const saved = await reader.post('/api/save', { url: `${site.origin}/article/deps-1` });
    expect(saved.status).toBe(201);
    expect(images.saved).toEqual([((await saved.json()) as { id: string }).id]);

    // A second app on the same database with no saves at once allowed refuses the same reader.
    const second = await createTestApp(dialect, {
      db: first.db,
      env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host },
      saveLimiter: new SaveLimiter(first.db, { atOnce: 0, perMinute: 30 }),
    });
    const refused = await (
      await signedInClient(second, 'other-deps@example.com')
    ).post('/api/save', { url: `${site.origin}/article/deps-2` });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { message: TOO_MANY_AT_ONCE_MESSAGE, code: 'RATE_LIMITED' },
    });
    // ... while the first app's own limiter still admits its reader.
    expect((await reader.post('/api/save', { url: `${site.origin}/article/deps-3` })).status).toBe(
      201,
    );
  });

  it('an image the app’s fetcher is too busy for answers 503 with Retry-After', async () => {
    const busy = await createTestApp(dialect, {
      db: apps[0]!.db,
      env: { FETCH_ALLOW_PRIVATE_HOSTS: imageSite.host },
      articleImages: recordingImages(),
    });
    const reader = await signedInClient(busy, 'busy-images@example.com');
    const url = imageSite.page(`busy-${dialect}`, '<p><img src="/photo/a.png" alt="A photo"></p>');
    const saved = await reader.post('/api/save', { url });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const { content } = (await (await reader.get(`/api/articles/${id}`)).json()) as {
      content: string;
    };
    const src = /<img[^>]*\ssrc="([^"]+)"/.exec(content)?.[1];
    expect(src).toBe(`/api/articles/${id}/images/0`);

    const image = await reader.get(src!);
    expect(image.status).toBe(503);
    expect(image.headers.get('retry-after')).toBe('10');
    expect(((await image.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
  });

  it('each app has its own image fetcher', async () => {
    const a = await createTestApp(dialect, { db: apps[0]!.db });
    const b = await createTestApp(dialect, { db: apps[0]!.db });
    expect(a.articleImages).not.toBe(b.articleImages);
  });
});
