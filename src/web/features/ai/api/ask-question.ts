import { AI_MESSAGES, answerResponseSchema, type AnswerResponse } from '@/shared/ai/ai-schemas';
import { streamAiRequest, type StreamOptions } from '@/web/features/ai/api/stream-ai-request';

/** POST /api/articles/:id/questions, streamed: the answer's markdown as deltas, then all of it. */
export function askQuestion(
  articleId: string,
  question: string,
  options: StreamOptions,
): Promise<AnswerResponse> {
  return streamAiRequest(
    `/api/articles/${encodeURIComponent(articleId)}/questions`,
    { question },
    answerResponseSchema,
    options,
    AI_MESSAGES.answerFailed,
  );
}
