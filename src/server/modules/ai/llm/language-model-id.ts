import type { LanguageModelSettings } from '@/server/config';

/** How summaries name a model: `<provider>:<model>`, such as `openai:gpt-4o-mini`. */
export function languageModelId(settings: Pick<LanguageModelSettings, 'provider' | 'model'>) {
  return `${settings.provider}:${settings.model}`;
}
