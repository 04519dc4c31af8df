import type { LanguageModelSettings } from '@/server/config';
import type { Logger } from '@/server/logger';
import type { AiProvider, ArticleForAi } from '@/server/modules/ai/ai-provider';
import { rankPassages } from '@/server/modules/ai/extractive/answer';
import { callModel, LanguageModelError, type ModelContext } from './call-model';
import {
  ARTICLE_CHARS_PER_CALL,
  MAX_QUESTION_PASSAGES,
  MAX_SUMMARY_PARTS,
  splitIntoParts,
} from './context-budget';
import { createLanguageModel } from './create-language-model';
import { languageModelId } from './language-model-id';
import { parseSummary } from './parse-summary';
import { parseTags } from './parse-tags';
import {
  answerPrompt,
  combinePartsPrompt,
  partSummaryPrompt,
  summaryPrompt,
  tagsPrompt,
} from './prompts';

/**
 * A language model through the AI SDK (docs/decisions/013): OpenAI, an OpenAI-compatible server
 * or Anthropic. Articles longer than one request's budget are summarised in parts, and a
 * question about one goes with the passages that best match it.
 */
export function createLanguageModelProvider(
  settings: LanguageModelSettings,
  deps: { logger: Logger },
): AiProvider {
  const id = languageModelId(settings);
  const context: ModelContext = {
    ...createLanguageModel(settings),
    id,
    timeoutMs: settings.timeoutMs,
    logger: deps.logger,
    apiKey: settings.apiKey,
  };
  // The SDK prints its warnings (an unsupported setting, say) to the console otherwise.
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings }) =>
    deps.logger.warn({ provider: id, warnings }, 'language model warnings');

  /** Turns a model's unusable text into a logged failure like any other. */
  const parsed = <T>(purpose: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      deps.logger.warn({ provider: id, purpose, error: String(error) }, 'unusable model output');
      throw new LanguageModelError(`${id} ${purpose}: unusable output`, { cause: error });
    }
  };

  return {
    id,

    async summarize(article, { signal, onText }) {
      if (article.text.length <= ARTICLE_CHARS_PER_CALL) {
        const text = await callModel(context, {
          ...summaryPrompt(article, article.text),
          purpose: 'summary',
          signal,
          onText: onText ?? (() => {}),
        });
        return parsed('summary', () => parseSummary(text, article.language));
      }
      const { parts, truncated } = splitIntoParts(
        article.text,
        ARTICLE_CHARS_PER_CALL,
        MAX_SUMMARY_PARTS,
      );
      // One part at a time: a local server often runs one request at once, and each request
      // has its own timeout.
      const notes: string[] = [];
      for (const [index, part] of parts.entries()) {
        notes.push(
          await callModel(context, {
            ...partSummaryPrompt(article, part, index, parts.length),
            purpose: `summary part ${index + 1} of ${parts.length}`,
            signal,
          }),
        );
      }
      const text = await callModel(context, {
        ...combinePartsPrompt(article, notes, truncated),
        purpose: 'summary of the parts',
        signal,
        onText: onText ?? (() => {}),
      });
      return parsed('summary', () => parseSummary(text, article.language));
    },

    async answer(article, question, { signal, onText }) {
      const whole = article.text.length <= ARTICLE_CHARS_PER_CALL;
      const text = await callModel(context, {
        ...answerPrompt(
          article,
          whole ? article.text : passagesFor(article, question),
          question,
          !whole,
        ),
        purpose: 'answer',
        signal,
        onText: onText ?? (() => {}),
      });
      return parsed('answer', () => {
        const answer = text.trim();
        if (!answer) throw new Error('The model gave no answer');
        return answer;
      });
    },

    async suggestTags(article, { signal, existingTags }) {
      const text = await callModel(context, {
        ...tagsPrompt(article, existingTags),
        purpose: 'tags',
        signal,
      });
      return parseTags(text);
    },
  };
}

/**
 * The passages of a long article that best match the question, in reading order, `[…]` where
 * text is left out; the article's beginning when nothing matches (the model then says so).
 */
function passagesFor(article: ArticleForAi, question: string): string {
  const passages = rankPassages(article, question, {
    limit: MAX_QUESTION_PASSAGES,
    maxChars: ARTICLE_CHARS_PER_CALL,
  });
  if (passages.length === 0) {
    return `${splitIntoParts(article.text, ARTICLE_CHARS_PER_CALL, 1).parts[0] ?? ''}\n\n[…]`;
  }
  const ordered = [...passages].sort((a, b) => a.paragraph - b.paragraph);
  let text = ordered[0]?.paragraph === 0 ? '' : '[…]\n\n';
  ordered.forEach((passage, i) => {
    const previous = ordered[i - 1];
    if (previous) text += passage.paragraph === previous.paragraph + 1 ? '\n\n' : '\n\n[…]\n\n';
    text += passage.text.trim();
  });
  return text;
}
