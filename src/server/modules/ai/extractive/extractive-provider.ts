import { EXTRACTIVE_PROVIDER_ID } from '@/shared/ai/ai-schemas';
import type { AiProvider } from '../ai-provider';
import { answerExtractively } from './answer';
import { keyPhrases } from './key-phrases';
import { summarizeExtractively } from './summarize';

const TAG_CANDIDATES = 10;

/**
 * The embedded provider: no network, no key, the same output for the same article. Its work
 * is a few milliseconds of CPU, so it runs inline and only checks the signal before starting.
 */
export function createExtractiveProvider(): AiProvider {
  return {
    id: EXTRACTIVE_PROVIDER_ID,
    async summarize(article, { signal, onText }) {
      signal.throwIfAborted();
      const bullets = summarizeExtractively(article);
      for (const bullet of bullets) onText?.(`- ${bullet}\n`);
      return bullets;
    },
    async answer(article, question, { signal, onText }) {
      signal.throwIfAborted();
      const answer = answerExtractively(article, question);
      onText?.(answer);
      return answer;
    },
    async suggestTags(article, { signal, existingTags }) {
      signal.throwIfAborted();
      const existing = new Set(existingTags.map((tag) => tag.trim().toLowerCase()));
      return keyPhrases(article, TAG_CANDIDATES + existing.size)
        .filter((phrase) => !existing.has(phrase))
        .slice(0, TAG_CANDIDATES);
    },
  };
}
