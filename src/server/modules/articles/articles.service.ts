import { readingMinutes } from '@/shared/articles/format';
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
import { decodeCursor, encodeCursor } from './article-cursor';
import {
  deleteArticle,
  findArticle,
  listArticles,
  listDistinctTags,
  replaceArticleTags,
  setArticleArchived,
  type Article,
  type ArticleListItem,
} from './articles.repo';

export const PAGE_SIZE = 20;
export const NOT_FOUND_MESSAGE = 'Article not found or unauthorized';

export type ArticleSummary = {
  id: string;
  url: string;
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  image: string | null;
  tags: string[];
  isArchived: boolean;
  source: string;
  createdAt: string;
  updatedAt: string;
  contentStatus: 'pending' | 'failed' | null;
};

export type ArticleDetail = ArticleSummary & {
  summary: string[] | null;
  summaryProvider: string | null;
  summaryGeneratedAt: string | null;
  content: string | null;
  byline: string | null;
  readingMinutes: number | null;
  canonicalUrl: string | null;
  publishedTime: string | null;
  language: string | null;
};

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function summarize(
  article: Article,
  card: Pick<ArticleListItem, 'title' | 'excerpt' | 'siteName' | 'image'>,
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
  };
}

export type ListQuery = { archived: boolean; tags: string[]; cursor?: string; limit?: number };

/** One page of the reader's list; `nextCursor` is null on the last page. */
export async function listArticlePage(
  db: Db,
  userId: string,
  query: ListQuery,
): Promise<{ items: ArticleSummary[]; nextCursor: string | null }> {
  const limit = query.limit ?? PAGE_SIZE;
  // One extra row tells whether another page exists without a count query.
  const rows = await listArticles(db, userId, {
    archived: query.archived,
    tags: query.tags,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  // Thumbnails come from Canyon, never from the article's site (SECURITY.md 45).
  const thumbnails = await presentThumbnails(db, page);
  return {
    items: page.map((row) => summarize(row, { ...row, image: thumbnails.get(row.id) ?? null })),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
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
    }),
    summary: article.summary?.points ?? null,
    summaryProvider: article.summary?.provider ?? null,
    summaryGeneratedAt: article.summary ? iso(article.summary.generatedAt) : null,
    content: images?.html ?? null,
    byline: content?.byline ?? null,
    readingMinutes: content ? readingMinutes(content.textContent) : null,
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

export type ArticleChange = { tags?: string[]; isArchived?: boolean };

/**
 * Applies a reader's change (tags and/or archive flag) and records archiving as a usage
 * event, all in one transaction: the change and its event are kept together or not at all.
 * Returns the article as it now stands.
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
