import { z } from 'zod';
import type { SubscriptionView } from '../auth/subscription-view';
import { cleanText } from '../text/clean-text';

// The AI endpoints' bodies and answers (DESIGN.md §4 "AI"), shared by the server and the web app.

/** PRODUCT-SPEC.md §8 "AI" and §5 "Question". */
export const AI_MESSAGES = {
  proRequired: 'Pro subscription required for AI features',
  summaryFailed: 'Failed to generate summary',
  answerFailed: 'Failed to get answer',
  questionLength: 'Question must be between 1 and 500 characters',
  questionInvalid: 'Question contains invalid content',
  /** What the extractive provider answers when no passage matches the question. */
  noAnswer: "The article doesn't seem to say.",
} as const;

export const QUESTION_MAX_CHARS = 500;
/** A summary is 3 to 5 bullet points (PRODUCT-SPEC.md, Pro plan). */
export const SUMMARY_MIN_POINTS = 3;
export const SUMMARY_MAX_POINTS = 5;
export const TAG_SUGGESTIONS_MAX = 5;

/** Script-like input the spec's question rule refuses ("Question contains invalid content"). */
const SCRIPT_LIKE = [
  /<\s*\/?\s*(script|iframe|object|embed|svg|style|link|meta)\b/i,
  /\bjavascript\s*:/i,
  /\bvbscript\s*:/i,
  /\bdata\s*:\s*text\/html/i,
  /\bon[a-z]+\s*=/i,
];

export type QuestionCheck = { ok: true; question: string } | { ok: false; message: string };

/**
 * PRODUCT-SPEC.md §5 Question: required, 1-500 characters, no script-like patterns; every
 * failed rule is reported, joined with commas. The question is cleaned (control characters
 * out) and trimmed first, so the limits count what is kept.
 */
export function checkQuestion(raw: unknown): QuestionCheck {
  const question = typeof raw === 'string' ? cleanText(raw).trim() : '';
  const problems: string[] = [];
  if (question.length < 1 || question.length > QUESTION_MAX_CHARS)
    problems.push(AI_MESSAGES.questionLength);
  if (SCRIPT_LIKE.some((pattern) => pattern.test(question)))
    problems.push(AI_MESSAGES.questionInvalid);
  return problems.length ? { ok: false, message: problems.join(', ') } : { ok: true, question };
}

/** Body of POST /api/articles/:id/summary (the body itself may be left out). */
export const summaryRequestSchema = z.strictObject({
  regenerate: z.boolean().optional(),
});

/** Body of POST /api/articles/:id/questions; the question's rules run in the service. */
export const questionRequestSchema = z.strictObject({
  question: z.string().max(100_000),
});

export const summaryResponseSchema = z.object({
  /** 3 to 5 bullet points, plain text (a model's may carry the tiny markdown subset). */
  summary: z.array(z.string()),
  /** Who wrote it: `extractive`, or `<kind>:<model>` such as `openai:gpt-4o-mini`. */
  provider: z.string(),
  /** ISO date-time. */
  generatedAt: z.string(),
});

export const answerResponseSchema = z.object({
  /** Text in the tiny markdown subset; quotes from the article are `> ` blockquotes. */
  answer: z.string(),
  provider: z.string(),
});

export const tagSuggestionsResponseSchema = z.object({
  /** Up to 5, best first: the reader's own tags that fit, then new ones; none already on it. */
  tags: z.array(z.string()),
  provider: z.string(),
});

export type SummaryRequest = z.infer<typeof summaryRequestSchema>;
export type QuestionRequest = z.infer<typeof questionRequestSchema>;
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export type TagSuggestionsResponse = z.infer<typeof tagSuggestionsResponseSchema>;

/**
 * Server-sent events of the streaming form (request header `Accept: text/event-stream`):
 * any number of `delta` events `{text}` as the text arrives, then exactly one `done` (the JSON
 * answer above) or `error` (`{error: {message, code}}`, the spec's failure message).
 */
export const AI_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;

export const EXTRACTIVE_PROVIDER_ID = 'extractive';

/** What the panel and Settings call the kind of summary a reader gets. */
export function describeAiProvider(provider: string): string {
  if (provider === EXTRACTIVE_PROVIDER_ID) return 'Key sentences from the article';
  const model = provider.slice(provider.indexOf(':') + 1);
  return model || provider;
}

/** Pro features need plan pro with the subscription active or in its trial (issue #13). */
export function canUseAiFeatures(view: Pick<SubscriptionView, 'plan' | 'status'>): boolean {
  return view.plan === 'pro' && (view.status === 'active' || view.status === 'trialing');
}
