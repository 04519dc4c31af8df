// Summaries and answers about a reader's article (spec §7 summarizeArticle, askArticleQuestion).
// Each call is prepared first (who may ask, which article, the reader's limits), so a refusal is
// an ordinary error response; only then does the provider run, streaming or not (ai-stream.ts).

import {
  AI_MESSAGES,
  checkQuestion,
  SUMMARY_MAX_POINTS,
  type AnswerResponse,
  type SummaryResponse,
} from '@/shared/ai/ai-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ReaderLimiter } from '../../http/reader-limiter';
import type { Logger } from '../../logger';
import { findArticle, type Article, type StoredSummary } from '../articles/articles.repo';
import { NOT_FOUND_MESSAGE } from '../articles/articles.service';
import { recordEvent } from '../events/events.repo';
import { findExtractedContent } from '../extracted-content/extracted-content.repo';
import type { AiProvider, ArticleForAi } from './ai-provider';
import { storeSummary } from './ai.repo';
import { articleForAi } from './article-for-ai';

export type AiDeps = { db: Db; logger: Logger; ai: AiProvider; aiLimiter: ReaderLimiter };

/** The reader asking, and whether their plan includes AI (canUseAiFeatures). */
export type AiReader = { id: string; canUseAi: boolean };

/** Work ready to run: streams text through `onText` and resolves to the answer. */
export type AiRun<T> = (onText: (text: string) => void, signal: AbortSignal) => Promise<T>;

/** A bullet point longer than this is cut; a model that rambles cannot fill the database. */
const MAX_POINT_CHARS = 1_000;
const MAX_ANSWER_CHARS = 10_000;

function presentSummary(summary: StoredSummary): SummaryResponse {
  return {
    summary: summary.points,
    provider: summary.provider,
    generatedAt: new Date(summary.generatedAt).toISOString(),
  };
}

async function ownedArticle(db: Db, reader: AiReader, articleId: string): Promise<Article> {
  // Not Pro is told first only for articles that are theirs: another reader's id stays a 404.
  const article = await findArticle(db, reader.id, articleId);
  if (!article) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  if (!reader.canUseAi) throw new AppError('FORBIDDEN', AI_MESSAGES.proRequired);
  return article;
}

export async function readArticleText(db: Db, article: Article): Promise<ArticleForAi | null> {
  const content = article.extractedContentId
    ? await findExtractedContent(db, article.extractedContentId)
    : undefined;
  if (!content) return null;
  const input = articleForAi({
    title: article.title ?? content.title,
    textContent: content.textContent,
    language: content.language,
  });
  return input.text ? input : null;
}

/**
 * Runs `work` within the reader's AI limits, turning any failure into the spec's message.
 * A reader who went away (aborted) is not an error worth logging.
 */
async function guarded<T>(
  deps: AiDeps,
  readerId: string,
  failure: string,
  work: AiRun<T>,
): Promise<AiRun<T>> {
  const end = await deps.aiLimiter.begin(readerId);
  return async (onText, signal) => {
    try {
      return await work(onText, signal);
    } catch (error) {
      if (signal.aborted || error instanceof AppError) throw error;
      deps.logger.warn({ err: error, provider: deps.ai.id }, failure);
      throw new AppError('AI_FAILED', failure, { cause: error });
    } finally {
      end();
    }
  };
}

/** Spec §7 analytics: feature_used (feature_name), once per call admitted. */
async function featureUsed(db: Db, userId: string, feature: 'ai_summary' | 'ai_question') {
  await recordEvent(db, { userId, type: 'feature_used', data: { feature_name: feature } });
}

function cleanPoints(points: string[]): string[] {
  return points
    .map((point) => point.trim().slice(0, MAX_POINT_CHARS))
    .filter(Boolean)
    .slice(0, SUMMARY_MAX_POINTS);
}

/**
 * The article's summary: the stored one unless the reader asks to regenerate, else a new one,
 * stored on the article. Returns the answer at once when stored, else the run that makes it.
 */
export async function prepareSummary(
  deps: AiDeps,
  reader: AiReader,
  articleId: string,
  options: { regenerate?: boolean },
): Promise<{ stored: SummaryResponse } | { run: AiRun<SummaryResponse> }> {
  const article = await ownedArticle(deps.db, reader, articleId);
  if (article.summary && !options.regenerate) {
    await featureUsed(deps.db, reader.id, 'ai_summary');
    return { stored: presentSummary(article.summary) };
  }
  const run = await guarded(deps, reader.id, AI_MESSAGES.summaryFailed, async (onText, signal) => {
    await featureUsed(deps.db, reader.id, 'ai_summary');
    const input = await readArticleText(deps.db, article);
    if (!input) throw new AppError('AI_FAILED', AI_MESSAGES.summaryFailed);
    const points = cleanPoints(await deps.ai.summarize(input, { signal, onText }));
    if (points.length === 0) throw new AppError('AI_FAILED', AI_MESSAGES.summaryFailed);
    const summary: StoredSummary = { points, provider: deps.ai.id, generatedAt: Date.now() };
    if (!(await storeSummary(deps.db, reader.id, article.id, summary)))
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return presentSummary(summary);
  });
  return { run };
}

/** An answer to the reader's question about their article (spec §5 Question rules first). */
export async function prepareAnswer(
  deps: AiDeps,
  reader: AiReader,
  articleId: string,
  rawQuestion: string,
): Promise<AiRun<AnswerResponse>> {
  const article = await ownedArticle(deps.db, reader, articleId);
  const checked = checkQuestion(rawQuestion);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message);
  return guarded(deps, reader.id, AI_MESSAGES.answerFailed, async (onText, signal) => {
    await featureUsed(deps.db, reader.id, 'ai_question');
    const input = await readArticleText(deps.db, article);
    if (!input) throw new AppError('AI_FAILED', AI_MESSAGES.answerFailed);
    const answer = (await deps.ai.answer(input, checked.question, { signal, onText }))
      .trim()
      .slice(0, MAX_ANSWER_CHARS);
    if (!answer) throw new AppError('AI_FAILED', AI_MESSAGES.answerFailed);
    return { answer, provider: deps.ai.id };
  });
}
