import type { Config, LanguageModelSettings } from '@/server/config';
import type { Logger } from '@/server/logger';
import type { AiProvider } from './ai-provider';
import { createExtractiveProvider } from './extractive/extractive-provider';
import { languageModelId } from './llm/language-model-id';

/** The provider the operator chose (AI_PROVIDER): the embedded extractive one by default. */
export function createAiProvider(config: Pick<Config, 'ai'>, deps: { logger: Logger }): AiProvider {
  if (config.ai.provider === 'extractive') return createExtractiveProvider();
  return lazyLanguageModelProvider(config.ai, deps);
}

/**
 * The AI SDK is loaded only when a model is configured, so an install on the extractive default
 * does not pay for it at every start (and neither do the tests that never call a model).
 * Loading begins at once, to be ready by the first request.
 */
function lazyLanguageModelProvider(
  settings: LanguageModelSettings,
  deps: { logger: Logger },
): AiProvider {
  const loaded = import('./llm/language-model-provider').then((module) =>
    module.createLanguageModelProvider(settings, deps),
  );
  // Each call rejects with the cause too; this keeps a failed load from ending the process.
  loaded.catch((error: unknown) =>
    deps.logger.error({ error: String(error) }, 'the language model provider did not load'),
  );
  return {
    id: languageModelId(settings),
    summarize: async (...args) => (await loaded).summarize(...args),
    answer: async (...args) => (await loaded).answer(...args),
    suggestTags: async (...args) => (await loaded).suggestTags(...args),
  };
}
