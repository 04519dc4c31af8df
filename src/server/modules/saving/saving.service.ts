import { randomUUID } from 'node:crypto';
import {
  saveRequestSchema,
  type SaveRequest,
  type SaveResponse,
} from '@/shared/articles/save-request';
import { addTags, TAGS_IN_EDITOR } from '@/shared/articles/tags';
import { urlKey } from '@/shared/url-key';
import { normalizeTypedUrl } from '@/shared/validation/typed-url';
import { validateUrl } from '@/shared/validation/url';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { findArticleByUrlKey, insertArticle, type Article } from '../articles/articles.repo';
import { recordEvent } from '../events/events.repo';
import { cleanExtractedContent } from '../extracted-content/clean-extracted-content';
import {
  findExtractedContent,
  findFreshSharedContent,
  insertExtractedContent,
  type ExtractedContent,
} from '../extracted-content/extracted-content.repo';
import { checkExtractedArticle } from '../extraction/article-check';
import type { ExtractedArticle } from '../extraction/extract-article';
import { noContentError } from '../extraction/extraction-errors';
import type { fetchPage } from '../fetching/fetch-page';
import { capCapturedHtml } from './captured-page';
import { fitContent } from './fit-content';

/** Extracted content is reused across readers for this long (spec §9). */
export const CONTENT_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
export const DUPLICATE_MESSAGE = 'Article already in your library';
const UNTITLED = 'Untitled';

export type SavingDeps = {
  db: Db;
  fetchPage: typeof fetchPage;
  /** `reader` is whose save it is: the extraction pool takes readers in turn. */
  extract: (html: string, url: string, reader: string) => Promise<ExtractedArticle>;
  allowPrivateHosts: readonly string[];
  now?: () => number;
};

/** Thrown inside the save transaction when another save of the same URL won the race. */
class LostRace extends Error {}

function respond(
  article: Pick<Article, 'id' | 'url' | 'title'>,
  content: ExtractedContent | undefined,
  created: boolean,
): SaveResponse {
  return {
    id: article.id,
    title: article.title ?? content?.title ?? UNTITLED,
    canonical_url: content?.canonicalUrl ?? article.url,
    excerpt: content?.excerpt ?? '',
    created,
  };
}

async function existingResponse(db: Db, article: Article): Promise<SaveResponse> {
  const content = article.extractedContentId
    ? await findExtractedContent(db, article.extractedContentId)
    : undefined;
  return respond(article, content, false);
}

/** The page to extract, and the address its relative links resolve against. */
type Page = { html: string; url: string };

/** The page as the reader's browser handed it over, or else as the server fetches it. */
async function pageToExtract(
  deps: SavingDeps,
  url: string,
  captured: string | undefined,
): Promise<Page> {
  if (captured !== undefined) return { html: capCapturedHtml(captured), url };
  const page = await deps.fetchPage(url, { allowPrivateHosts: deps.allowPrivateHosts });
  return { html: page.html, url: page.url };
}

/**
 * Extracts a page into a content record (not yet stored). A fetched page's record holds only
 * what the page says, so other readers' saves of it may reuse it; a captured page may hold what
 * only this reader can see, so its record is theirs alone (SECURITY.md 43).
 */
export async function extractContent(
  deps: SavingDeps,
  page: Page,
  target: { url: string; key: string; userId: string; now: number; shareable: boolean },
): Promise<ExtractedContent> {
  const { url, key, userId, now, shareable } = target;
  const article = await deps.extract(page.html, page.url, userId);
  const fitted = fitContent(article.content, article.textContent);
  const content = cleanExtractedContent({
    id: randomUUID(),
    url,
    urlKey: key,
    title: article.title,
    content: fitted.html,
    textContent: fitted.text,
    excerpt: article.excerpt,
    byline: article.byline,
    siteName: article.siteName,
    length: fitted.text.length,
    openGraph: article.openGraph,
    canonicalUrl: article.canonicalUrl,
    publishedTime: article.publishedTime,
    language: article.language,
    extractedAt: now,
    extractedBy: userId,
    shareable,
  });
  // Text that was nothing but removed or damaged characters (NULs, lone surrogates) is no text.
  if (/^[\s\uFFFD]*$/u.test(content.textContent)) throw noContentError();
  // A title that was nothing but removed characters reads like a page without one.
  content.title = content.title.trim() || UNTITLED;
  checkExtractedArticle({ title: content.title, url: page.url, content: content.content });
  return content;
}

/** The reader's own title helps when the page has none; it stays on their article alone. */
function readerTitle(content: ExtractedContent, given: string | undefined): string | undefined {
  return content.title === UNTITLED && given ? given : undefined;
}

/**
 * Saves a page to a reader's library (spec §7 saveUrlApi). All or nothing: on any failure no
 * article, content or event is left behind. A URL already in the library answers created=false.
 * With `html` (a captured page) nothing is fetched: that HTML is extracted with the URL as base.
 */
export async function saveArticle(
  deps: SavingDeps,
  userId: string,
  request: SaveRequest,
): Promise<SaveResponse> {
  const input = saveRequestSchema.parse(request);
  // API clients get the save form's forgiveness for links typed as people type them.
  const checked = validateUrl(normalizeTypedUrl(input.url), {
    allowPrivateHosts: deps.allowPrivateHosts,
  });
  if (!checked.ok) throw new AppError('INVALID_URL', checked.message);
  const url = checked.url;
  const key = urlKey(url);
  const now = (deps.now ?? Date.now)();

  const existing = await findArticleByUrlKey(deps.db, userId, key);
  if (existing) return existingResponse(deps.db, existing);

  // A captured page neither reads nor fills the cache that readers share.
  const captured = input.html;
  const cached =
    captured === undefined
      ? await findFreshSharedContent(deps.db, key, now - CONTENT_CACHE_MS)
      : undefined;
  const content =
    cached ??
    (await extractContent(deps, await pageToExtract(deps, url, captured), {
      url,
      key,
      userId,
      now,
      shareable: captured === undefined,
    }));
  const article: Article = {
    id: randomUUID(),
    userId,
    url,
    urlKey: key,
    extractedContentId: content.id,
    title: readerTitle(content, input.title),
    summary: null,
    tags: addTags([], input.tags ?? [], TAGS_IN_EDITOR),
    isArchived: false,
    source: input.source,
    createdAt: now,
    updatedAt: now,
  };

  try {
    await inTransaction(deps.db, async (db) => {
      if (!cached) await insertExtractedContent(db, content);
      if ((await insertArticle(db, article)) === 'duplicate') throw new LostRace();
      await recordEvent(db, {
        userId,
        type: 'article_saved',
        data: { article_url: url, article_id: article.id },
        at: now,
      });
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const winner = await findArticleByUrlKey(deps.db, userId, key);
    if (winner) return existingResponse(deps.db, winner);
    throw new AppError('CONFLICT', 'Failed to save article');
  }
  return respond(article, content, true);
}
