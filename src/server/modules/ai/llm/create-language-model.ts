import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LanguageModelSettings } from '@/server/config';

// The providers would otherwise read OPENAI_* / ANTHROPIC_* variables themselves when a setting
// is missing; config.ts is the only reader of the environment, so every value is passed here.
const OPENAI_API = 'https://api.openai.com/v1';
const ANTHROPIC_API = 'https://api.anthropic.com/v1';

/** The AI SDK model for the configured provider. */
export function createLanguageModel(settings: LanguageModelSettings): LanguageModel {
  switch (settings.provider) {
    case 'openai':
      // Chat Completions, the API every OpenAI-compatible server speaks too.
      return createOpenAI({
        apiKey: settings.apiKey ?? '',
        baseURL: settings.baseUrl ?? OPENAI_API,
      }).chat(settings.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl ?? '',
        apiKey: settings.apiKey,
        includeUsage: true,
      }).chatModel(settings.model);
    case 'anthropic':
      return createAnthropic({
        apiKey: settings.apiKey ?? '',
        baseURL: settings.baseUrl ?? ANTHROPIC_API,
      })(settings.model);
  }
}
