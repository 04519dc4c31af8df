import { describeAiProvider, EXTRACTIVE_PROVIDER_ID } from '@/shared/ai/ai-schemas';

/** The line under the panel's heading saying what kind of summary the reader gets. */
export function summaryKind(provider: string): string {
  const description = describeAiProvider(provider);
  return provider === EXTRACTIVE_PROVIDER_ID ? description : `Summary by ${description}`;
}
