import { AI_MESSAGES, summaryResponseSchema, type SummaryResponse } from '@/shared/ai/ai-schemas';
import { streamAiRequest, type StreamOptions } from '@/web/features/ai/api/stream-ai-request';

/** POST /api/articles/:id/summary, streamed: bullet lines as deltas, then the stored summary. */
export function generateSummary(
  articleId: string,
  { regenerate }: { regenerate: boolean },
  options: StreamOptions,
): Promise<SummaryResponse> {
  return streamAiRequest(
    `/api/articles/${encodeURIComponent(articleId)}/summary`,
    regenerate ? { regenerate: true } : {},
    summaryResponseSchema,
    options,
    AI_MESSAGES.summaryFailed,
  );
}
