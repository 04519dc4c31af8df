import type {
  ArticleDetail,
  ArticleSort,
  ArticleSummary,
  ReadingState,
} from '@/shared/articles/article-schemas';
import { tagProblem, TAGS_PER_ARTICLE } from '@/shared/articles/tags';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordEvent } from '../events/events.repo';
import { findExtractedContent } from '../extracted-content/extracted-content.repo';
import { findReaderArticleContent } from '../images/images.repo';
import { presentArticleImages, presentThumbnails } from '../images/images.service';
import { removeUnshownContents } from '../images/unshown-content.repo';
import { CONTENT_CACHE_MS } from '../saving/saving.service';
import { parseSearchQuery, type SearchQuery } from '../search/search-query';
import { searchArticleIds, type SearchFilter, type SearchOrder } from '../search/search.repo';
import { buildSnippet } from '../search/snippet';
import {
  decodeCursor,
  decodeOffsetCursor,
  encodeCursor,
  encodeOffsetCursor,
  MAX_SEARCH_OFFSET,
} from './article-cursor';
import {
  deleteArticle,
  findArticle,
  findArticleTexts,
  listArticles,
  listArticlesByIds,
  listDistinctTags,
  replaceArticleTags,
  setArticleArchived,
  setReadingProgress,
  type Article,
  type ArticleListItem,
} from './articles.repo';
import { readingMinutesForLength } from './reading-time';

export const PAGE_SIZE = 20;
export const NOT_FOUND_MESSAGE = 'Article not found or unauthorized';

export type { ArticleDetail, ArticleSummary };

type Page = { items: ArticleSummary[]; nextCursor: string | null };

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function summarize(
  article: Article,
  card: Pick<ArticleListItem, 'title' | 'excerpt' | 'siteName' | 'image' | 'textLength'> & {
    snippet?: ArticleSummary['snippet'];
  },
): ArticleSummary {
  return {
    id: article.id,
    url: article.url,
    title: card.title,
    excerpt: card.excerpt,
    siteName: card.siteName,
    image: card.image,
    tags: article.tags,
    isArchived: article.isArchived,
    source: article.source,
    createdAt: iso(article.createdAt),
    updatedAt: iso(article.updatedAt),
    contentStatus: article.contentStatus ?? null,
    readingMinutes: readingMinutesForLength(card.textLength),
    readingProgress: article.readingProgress ?? 0,
    snippet: card.snippet ?? null,
  };
}

export type ListQuery = {
  archived: boolean;
  tags: string[];
  /** Search text; blank means no search. */
  q?: string;
  /** Default: relevance when searching, else newest. Relevance without a search is newest. */
  sort?: ArticleSort;
  progress?: ReadingState;
  cursor?: string;
  limit?: number;
};

/** List items as the API shows them, thumbnails from Canyon (never the site, SECURITY.md 45). */
async function present(
  db: Db,
  rows: ArticleListItem[],
  snippets?: Map<string, ArticleSummary['snippet']>,
): Promise<ArticleSummary[]> {
  return withThumbnails(rows, await presentThumbnails(db, rows), snippets);
}

function withThumbnails(
  rows: ArticleListItem[],
  thumbnails: Map<string, string | null>,
  snippets?: Map<string, ArticleSummary['snippet']>,
): ArticleSummary[] {
  return rows.map((row) =>
    summarize(row, {
      ...row,
      image: thumbnails.get(row.id) ?? null,
      snippet: snippets?.get(row.id) ?? null,
    }),
  );
}

const keysetCursor = (last: ArticleListItem | undefined, more: boolean) =>
  more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null;

/** One page of the reader's list or search results; `nextCursor` is null on the last page. */
export async function listArticlePage(db: Db, userId: string, query: ListQuery): Promise<Page> {
  const limit = query.limit ?? PAGE_SIZE;
  if (query.q?.trim()) return searchPage(db, userId, query.q, query, limit);
  // One extra row tells whether another page exists without a count query.
  const rows = await listArticles(db, userId, {
    archived: query.archived,
    tags: query.tags,
    progress: query.progress,
    sort: query.sort === 'oldest' ? 'oldest' : 'newest',
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    items: await present(db, page),
    nextCursor: keysetCursor(page.at(-1), rows.length > limit),
  };
}

/**
 * A page of search results: the index finds the page's ids (the reader's own, filtered and
 * ordered), then the cards and a snippet of each text around its first match.
 */
async function searchPage(
  db: Db,
  userId: string,
  text: string,
  query: ListQuery,
  limit: number,
): Promise<Page> {
  const sort = query.sort ?? 'relevance';
  const order: SearchOrder =
    sort === 'relevance'
      ? { sort, offset: query.cursor ? decodeOffsetCursor(query.cursor) : 0 }
      : { sort, after: query.cursor ? decodeCursor(query.cursor) : undefined };
  // Nothing to look for (quotes alone, only exclusions, punctuation): nothing matches.
  const parsed: SearchQuery | null = parseSearchQuery(text);
  if (!parsed) return { items: [], nextCursor: null };
  const filter: SearchFilter = {
    archived: query.archived,
    tags: query.tags,
    progress: query.progress,
  };
  const ids = await searchArticleIds(db, {
    userId,
    query: parsed,
    filter,
    order,
    limit: limit + 1,
  });
  // The cards (then their thumbnails) and the texts for their snippets at once.
  const pageIds = ids.slice(0, limit);
  const cards = async () => {
    const rows = await listArticlesByIds(db, userId, pageIds);
    return { rows, thumbnails: await presentThumbnails(db, rows) };
  };
  const [{ rows, thumbnails }, texts] = await Promise.all([
    cards(),
    findArticleTexts(db, userId, pageIds),
  ]);
  const snippets = new Map(
    rows.map((row) => [row.id, buildSnippet(texts.get(row.id) ?? null, parsed)]),
  );
  const more = ids.length > limit;
  return {
    items: withThumbnails(rows, thumbnails, snippets),
    nextCursor: searchCursor(order, rows, more),
  };
}

/** Where the next page of a search starts; ranked results end MAX_SEARCH_OFFSET deep. */
function searchCursor(order: SearchOrder, rows: ArticleListItem[], more: boolean): string | null {
  if (order.sort !== 'relevance') return keysetCursor(rows.at(-1), more);
  const next = order.offset + rows.length;
  return more && next <= MAX_SEARCH_OFFSET ? encodeOffsetCursor(next) : null;
}

async function ownedArticle(db: Db, userId: string, id: string): Promise<Article> {
  const article = await findArticle(db, userId, id);
  // Another reader's article and a missing one answer the same, so ids reveal nothing.
  if (!article) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return article;
}

/** The article with its extracted content, for the reader. */
export async function getArticleDetail(db: Db, userId: string, id: string): Promise<ArticleDetail> {
  const article = await ownedArticle(db, userId, id);
  const content = article.extractedContentId
    ? await findExtractedContent(db, article.extractedContentId)
    : undefined;
  // Images at Canyon's own URLs (SECURITY.md 45).
  const images = content
    ? await presentArticleImages(db, {
        id: article.id,
        contentId: content.id,
        html: content.content,
        ogImage: content.openGraph.image,
      })
    : undefined;
  return {
    ...summarize(article, {
      title: article.title ?? content?.title ?? null,
      excerpt: content?.excerpt ?? null,
      siteName: content?.siteName ?? null,
      image: images?.image ?? null,
      textLength: content ? content.length : null,
    }),
    summary: article.summary?.points ?? null,
    summaryProvider: article.summary?.provider ?? null,
    summaryGeneratedAt: article.summary ? iso(article.summary.generatedAt) : null,
    content: images?.html ?? null,
    byline: content?.byline ?? null,
    canonicalUrl: content?.canonicalUrl ?? null,
    publishedTime: content?.publishedTime ?? null,
    language: content?.language ?? null,
  };
}

/** Checks a full tag list as spec §5 "Extracted article check" does. */
export function assertValidTags(tags: string[]): void {
  if (tags.length > TAGS_PER_ARTICLE)
    throw new AppError('VALIDATION_FAILED', `Maximum ${TAGS_PER_ARTICLE} tags allowed`);
  tags.forEach((tag, index) => {
    const problem = tagProblem(tag, index + 1);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
  });
}

export type ArticleChange = { tags?: string[]; isArchived?: boolean; readingProgress?: number };

/**
 * Applies a reader's change (tags, archive flag, reading progress) and records archiving as a
 * usage event, all in one transaction: the change and its event are kept together or not at
 * all. Progress alone leaves updatedAt as it was. Returns the article as it now stands.
 */
export async function updateArticle(
  db: Db,
  userId: string,
  id: string,
  change: ArticleChange,
  now = Date.now(),
): Promise<ArticleDetail> {
  await inTransaction(db, async (trx) => {
    await ownedArticle(trx, userId, id);
    if (change.tags) {
      const tags = [...new Set(change.tags.map((tag) => tag.trim().toLowerCase()))];
      assertValidTags(tags);
      if (!(await replaceArticleTags(trx, userId, id, tags, now)))
        throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    if (
      change.isArchived !== undefined &&
      !(await setArticleArchived(trx, userId, id, change.isArchived, now))
    )
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (
      change.readingProgress !== undefined &&
      !(await setReadingProgress(trx, userId, id, change.readingProgress))
    )
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (change.isArchived === true)
      await recordEvent(trx, {
        userId,
        type: 'article_archived',
        data: { article_id: id },
        at: now,
      });
  });
  return getArticleDetail(db, userId, id);
}

/**
 * Deletes the reader's article and, in the same transaction, the content and pictures it leaves
 * unshown (unshown-content.repo.ts): nothing is left behind if the process stops, and the work
 * is bounded by one content's images.
 */
export async function removeArticle(
  db: Db,
  userId: string,
  id: string,
  now = Date.now(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const contentId = await findReaderArticleContent(trx, userId, id);
    if (contentId === undefined || !(await deleteArticle(trx, userId, id)))
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (contentId) await removeUnshownContents(trx, [contentId], now - CONTENT_CACHE_MS);
  });
}

export async function listReaderTags(db: Db, userId: string): Promise<string[]> {
  return listDistinctTags(db, userId);
}
