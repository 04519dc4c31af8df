import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { findArticle } from '../articles/articles.repo';
import { listEvents } from '../events/events.repo';
import { findExtractedContent } from '../extracted-content/extracted-content.repo';
import { createExtractionPool, type ExtractionPool } from '../extraction/extraction-pool';
import { fetchPage } from '../fetching/fetch-page';
import { saveArticle, type SavingDeps } from './saving.service';
import { LEGACY_SAMPLES, startArticleSite, type ArticleSite } from './testing/article-site';
import { storedCounts } from './testing/stored-counts';

let site: ArticleSite;
let pool: ExtractionPool;

beforeAll(async () => {
  site = await startArticleSite();
  pool = createExtractionPool({ threads: 1 });
});
afterAll(async () => {
  await site.close();
  await pool.close();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the save to fail');
}

describeEachDialect('saving on %s', (dialect) => {
  let db: TestDb;
  let deps: SavingDeps;
  let clock = 1_800_000_000_000;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    deps = {
      db,
      // A short deadline keeps the slow-drip case quick; the default is the spec's 10 s.
      fetchPage: (url, options) => fetchPage(url, { ...options, timeoutMs: 1500 }),
      extract: (html, url) => pool.extract(html, url),
      allowPrivateHosts: [site.host],
      now: () => clock,
    };
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    clock += 60_000;
    await db.kysely.deleteFrom('articles').execute();
    await db.kysely.deleteFrom('extracted_content').execute();
    await db.kysely.deleteFrom('usage_events').execute();
  });

  it('saves a normal article with its content, tags and an event', async () => {
    const result = await saveArticle(deps, 'alice', {
      url: `  ${site.origin}/article `,
      tags: ['Rivers', 'nature'],
      source: 'bookmarklet',
    });
    expect(result).toMatchObject({
      title: 'Rivers of the north',
      canonical_url: `${site.origin}/article`,
      created: true,
    });
    expect(result.excerpt.length).toBeGreaterThan(20);

    const article = await findArticle(db, 'alice', result.id);
    expect(article).toMatchObject({
      url: `${site.origin}/article`,
      tags: ['rivers', 'nature'],
      isArchived: false,
      source: 'bookmarklet',
    });
    const content = await findExtractedContent(db, article?.extractedContentId ?? '');
    expect(content?.content).toContain('<figure>');
    expect(content?.content).toContain('<code>const flow = measure(river);</code>');
    expect(content?.content).toContain(`src="${site.origin}/images/river.jpg"`);
    expect(content?.openGraph.image).toBe(`${site.origin}/images/cover.jpg`);
    expect(content?.textContent).not.toContain('Example Times');
    expect(await listEvents(db, 'alice')).toMatchObject([
      {
        type: 'article_saved',
        data: { article_url: `${site.origin}/article`, article_id: result.id },
      },
    ]);
  });

  it('defaults the source to web', async () => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/article` });
    expect((await findArticle(db, 'alice', result.id))?.source).toBe('web');
  });

  it('answers a second save of the same page with created=false and stores nothing new', async () => {
    const first = await saveArticle(deps, 'alice', { url: `${site.origin}/article` });
    const before = await storedCounts(db);
    // Same page by its normalised key: host case, tracking parameters and fragment do not matter.
    const again = await saveArticle(deps, 'alice', {
      url: `${site.origin.replace('http', 'HTTP')}/article?utm_source=x#top`,
    });
    expect(again).toEqual({ ...first, created: false });
    expect(await storedCounts(db)).toEqual(before);
  });

  it('reuses another reader’s fresh extraction instead of fetching again', async () => {
    const hitsBefore = site.hits.get('/article') ?? 0;
    await saveArticle(deps, 'alice', { url: `${site.origin}/article` });
    const bobs = await saveArticle(deps, 'bob', { url: `${site.origin}/article` });
    expect(site.hits.get('/article')).toBe(hitsBefore + 1);
    expect(bobs.created).toBe(true);
    expect((await storedCounts(db)).content).toBe(1);
  });

  it('fetches again once the cached extraction is older than 7 days', async () => {
    await saveArticle(deps, 'alice', { url: `${site.origin}/article` });
    clock += 7 * 24 * 60 * 60 * 1000 + 1;
    const hitsBefore = site.hits.get('/article') ?? 0;
    await saveArticle(deps, 'bob', { url: `${site.origin}/article` });
    expect(site.hits.get('/article')).toBe(hitsBefore + 1);
  });

  it('keeps a paywalled teaser without the subscribe prompt', async () => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/paywall` });
    const content = await findExtractedContent(
      db,
      (await findArticle(db, 'alice', result.id))?.extractedContentId ?? '',
    );
    expect(content?.textContent).toContain('Paragraph 0 about archives');
    expect(content?.textContent).not.toMatch(/subscribe to continue/i);
  });

  it.each(Object.entries(LEGACY_SAMPLES))('reads a %s page correctly', async (encoding, sample) => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/charset/${encoding}` });
    const content = await findExtractedContent(
      db,
      (await findArticle(db, 'alice', result.id))?.extractedContentId ?? '',
    );
    expect(content?.textContent).toContain(sample.trim().slice(0, 10));
  });

  it('saves a 3 MB page truncated, not refused', async () => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/big` });
    expect(result.created).toBe(true);
    const content = await findExtractedContent(
      db,
      (await findArticle(db, 'alice', result.id))?.extractedContentId ?? '',
    );
    expect(content?.textContent).toContain('Paragraph 0 about scale');
    expect(content?.content.length).toBeLessThanOrEqual(1_000_000);
    expect(content?.content.endsWith('</p>')).toBe(true);
  }, 60_000);

  it('follows a page that only refreshes to the article, and keeps the URL the reader gave', async () => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/meta-refresh` });
    expect(result.title).toBe('Rivers of the north');
    const article = await findArticle(db, 'alice', result.id);
    expect(article?.url).toBe(`${site.origin}/meta-refresh`);
    const content = await findExtractedContent(db, article?.extractedContentId ?? '');
    expect(content?.textContent).toContain('Paragraph 0 about rivers');
  });

  it('follows a redirect chain and keeps the URL the reader gave', async () => {
    const result = await saveArticle(deps, 'alice', { url: `${site.origin}/redirect/3` });
    expect(result.title).toBe('Rivers of the north');
    expect((await findArticle(db, 'alice', result.id))?.url).toBe(`${site.origin}/redirect/3`);
  });

  it.each([
    [
      'a private address',
      'http://10.0.0.8/page',
      'INVALID_URL',
      'Private and local URLs are not allowed',
    ],
    [
      'a javascript: URL',
      'javascript:alert(1)',
      'INVALID_URL',
      'Only HTTP and HTTPS URLs are allowed',
    ],
    ['no URL at all', '', 'INVALID_URL', 'Please provide a valid URL'],
    ['a slow drip', '/drip', 'TIMEOUT', 'Request timeout'],
    [
      'a redirect chain of six hops',
      '/redirect/6',
      'FETCH_ERROR',
      'Too many redirects (more than 5)',
    ],
    [
      'a PDF',
      '/document.pdf',
      'UNSUPPORTED_CONTENT',
      'This page is not an HTML article (unsupported content type: application/pdf)',
    ],
    ['a page with no readable content', '/empty', 'NO_CONTENT', 'No readable content found'],
    [
      'a missing page',
      '/missing',
      'FETCH_ERROR',
      'The page could not be fetched (HTTP 404 Not Found)',
    ],
  ])('refuses %s in the spec’s words and stores nothing', async (_case, path, code, message) => {
    const url = path.startsWith('/') ? `${site.origin}${path}` : path;
    const error = await failure(saveArticle(deps, 'alice', { url }));
    expect([error.code, error.message]).toEqual([code, message]);
    expect(await storedCounts(db)).toEqual({ articles: 0, content: 0, events: 0 });
  });
});
