import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractReasoningMiddleware, wrapLanguageModel, type LanguageModel } from 'ai';
import type { LanguageModelSettings } from '@/server/config';

// The providers would otherwise read OPENAI_* / ANTHROPIC_* variables themselves when a setting
// is missing; config.ts is the only reader of the environment, so every value is passed here.
const OPENAI_API = 'https://api.openai.com/v1';
const ANTHROPIC_API = 'https://api.anthropic.com/v1';

/**
 * Anthropic's API needs `max_tokens`; the SDK guesses it from the model's name and warns on
 * every call for a name it does not know. Far more than a summary or an answer takes.
 */
const ANTHROPIC_MAX_OUTPUT_TOKENS = 4096;

export type ConfiguredModel = {
  model: LanguageModel;
  /** Passed on each call when the provider needs it; otherwise the model's own limit. */
  maxOutputTokens: number | undefined;
};

/** The AI SDK model for the configured provider. */
export function createLanguageModel(settings: LanguageModelSettings): ConfiguredModel {
  switch (settings.provider) {
    case 'openai':
      // Chat Completions, the API every OpenAI-compatible server speaks too.
      return {
        model: createOpenAI({
          apiKey: settings.apiKey ?? '',
          baseURL: settings.baseUrl ?? OPENAI_API,
        }).chat(settings.model),
        maxOutputTokens: undefined,
      };
    case 'openai-compatible':
      return {
        // Local reasoning models (DeepSeek R1, Qwen 3…) often write their thinking into the
        // answer between <think> tags; it is taken out so readers see only the answer.
        model: wrapLanguageModel({
          model: createOpenAICompatible({
            name: 'openai-compatible',
            baseURL: settings.baseUrl ?? '',
            apiKey: settings.apiKey,
            includeUsage: true,
          }).chatModel(settings.model),
          middleware: extractReasoningMiddleware({ tagName: 'think' }),
        }),
        maxOutputTokens: undefined,
      };
    case 'anthropic':
      return {
        model: createAnthropic({
          apiKey: settings.apiKey ?? '',
          baseURL: settings.baseUrl ?? ANTHROPIC_API,
        })(settings.model),
        maxOutputTokens: ANTHROPIC_MAX_OUTPUT_TOKENS,
      };
  }
}
