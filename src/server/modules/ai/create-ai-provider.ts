import type { Config } from '@/server/config';
import type { Logger } from '@/server/logger';
import type { AiProvider } from './ai-provider';
import { createExtractiveProvider } from './extractive/extractive-provider';
import { createLanguageModelProvider } from './llm/language-model-provider';

/** The provider the operator chose (AI_PROVIDER): the embedded extractive one by default. */
export function createAiProvider(config: Pick<Config, 'ai'>, deps: { logger: Logger }): AiProvider {
  if (config.ai.provider === 'extractive') return createExtractiveProvider();
  return createLanguageModelProvider(config.ai, deps);
}
