// Tags a reader might give an article (issue #13): their own tags that fit its text first, then
// new ones, from the model for readers whose plan includes AI when one is configured, else key
// phrases of the article. New candidates are worked out once per article and kept; the reader's
// own tags are matched afresh each time, as they change. Nothing is applied without a click.

import { TAG_SUGGESTIONS_MAX, type TagSuggestionsResponse } from '@/shared/ai/ai-schemas';
import { addTags } from '@/shared/articles/tags';
import { AppError } from '../../errors';
import { findArticle, listDistinctTags } from '../articles/articles.repo';
import { NOT_FOUND_MESSAGE } from '../articles/articles.service';
import type { AiProvider, ArticleForAi } from './ai-provider';
import { readTagCandidates, storeTagCandidates, type TagCandidates } from './ai.repo';
import { readArticleText, type AiDeps, type AiReader } from './ai.service';
import { createExtractiveProvider } from './extractive/extractive-provider';
import { matchExistingTags } from './extractive/key-phrases';

/** A model that takes longer than this for a few tags is not worth waiting for. */
const CANDIDATES_TIMEOUT_MS = 20_000;
/** Kept per article; more than are shown, so tags the reader adds leave others to offer. */
const CANDIDATES_KEPT = 10;

const extractive = createExtractiveProvider();

async function workOutCandidates(
  deps: AiDeps,
  provider: AiProvider,
  readerId: string,
  input: ArticleForAi,
  existingTags: string[],
): Promise<TagCandidates> {
  if (provider.id !== extractive.id) {
    try {
      const end = await deps.aiLimiter.begin(readerId);
      try {
        const tags = await provider.suggestTags(input, {
          signal: AbortSignal.timeout(CANDIDATES_TIMEOUT_MS),
          existingTags,
        });
        return { provider: provider.id, tags: addTags([], tags, CANDIDATES_KEPT) };
      } finally {
        end();
      }
    } catch (error) {
      // Suggestions are a convenience: the article's own key phrases do when the model cannot.
      deps.logger.warn(
        { err: error, provider: provider.id },
        'tag suggestions from the model failed',
      );
    }
  }
  const tags = await extractive.suggestTags(input, {
    signal: AbortSignal.timeout(5_000),
    existingTags,
  });
  return { provider: extractive.id, tags: addTags([], tags, CANDIDATES_KEPT) };
}

export async function suggestTags(
  deps: AiDeps,
  reader: AiReader,
  articleId: string,
): Promise<TagSuggestionsResponse> {
  const article = await findArticle(deps.db, reader.id, articleId);
  if (!article) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const provider = reader.canUseAi ? deps.ai : extractive;
  const input = await readArticleText(deps.db, article);
  if (!input) return { tags: [], provider: provider.id };

  const ownTags = (await listDistinctTags(deps.db, reader.id)).filter(
    (tag) => !article.tags.includes(tag),
  );
  let candidates = await readTagCandidates(deps.db, reader.id, article.id);
  if (!candidates) {
    candidates = await workOutCandidates(deps, provider, reader.id, input, ownTags);
    await storeTagCandidates(deps.db, reader.id, article.id, candidates);
  }
  const offered = addTags(
    article.tags,
    [...matchExistingTags(input, ownTags), ...candidates.tags],
    article.tags.length + TAG_SUGGESTIONS_MAX,
  ).slice(article.tags.length);
  return { tags: offered, provider: candidates.provider };
}
