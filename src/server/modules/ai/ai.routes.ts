import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AI_MESSAGES,
  answerResponseSchema,
  canUseAiFeatures,
  questionRequestSchema,
  summaryRequestSchema,
  summaryResponseSchema,
  tagSuggestionsResponseSchema,
} from '@/shared/ai/ai-schemas';
import { articleIdParamsSchema } from '@/shared/articles/article-schemas';
import { currentUser, requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';
import { getUserRecord } from '../account/account.service';
import { respondWithAi } from './ai-stream';
import { prepareAnswer, prepareSummary, type AiDeps, type AiReader } from './ai.service';
import { suggestTags } from './tag-suggestions.service';

const tags = ['AI'];
const middleware = [requireUser];
const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];

const eventStream = {
  'text/event-stream': {
    schema: z
      .string()
      .describe(
        'Sent instead of JSON when the request accepts text/event-stream: `event: delta` with `{"text"}` as the text arrives, then one `event: done` with the JSON answer, or one `event: error` with `{"error":{"message","code"}}`.',
      ),
  },
};

const summaryRoute = createRoute({
  method: 'post',
  path: '/api/articles/{id}/summary',
  tags,
  summary: 'The article’s summary in 3 to 5 bullet points',
  description:
    'Answers the stored summary unless `regenerate` is true; otherwise writes a new one with the configured provider and stores it on the article. Pro readers only (plan pro, status active or trialing): others get 403 with "Pro subscription required for AI features". A failure is 502 AI_FAILED "Failed to generate summary". Each reader may have 2 AI requests running and make 20 a minute (429 with Retry-After).',
  middleware,
  security,
  request: {
    params: articleIdParamsSchema,
    body: { required: false, content: { 'application/json': { schema: summaryRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The summary',
      content: {
        'application/json': { schema: openApiObject(summaryResponseSchema, 'ArticleSummary') },
        ...eventStream,
      },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429),
    502: {
      description: 'The provider failed (code AI_FAILED, "Failed to generate summary")',
    },
  },
});

const questionRoute = createRoute({
  method: 'post',
  path: '/api/articles/{id}/questions',
  tags,
  summary: 'An answer to a question about the article',
  description:
    'The question is cleaned and must be 1 to 500 characters with no script-like content ("Question must be between 1 and 500 characters", "Question contains invalid content", joined with commas). The extractive provider quotes the best-matching passages as `> ` blockquotes, or says "The article doesn\'t seem to say.". Pro readers only (403 otherwise); a failure is 502 AI_FAILED "Failed to get answer"; limits as for summaries.',
  middleware,
  security,
  request: {
    params: articleIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: questionRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The answer',
      content: {
        'application/json': { schema: openApiObject(answerResponseSchema, 'ArticleAnswer') },
        ...eventStream,
      },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429),
    502: { description: 'The provider failed (code AI_FAILED, "Failed to get answer")' },
  },
});

const tagSuggestionsRoute = createRoute({
  method: 'get',
  path: '/api/articles/{id}/tag-suggestions',
  tags,
  summary: 'Up to 5 tags that fit the article, never applied by themselves',
  description:
    'The reader’s own tags that fit the article first, then new ones: the model’s picks for Pro readers when a model is configured, else key phrases of the article. Tags already on the article are left out. For every signed-in reader.',
  middleware,
  security,
  request: { params: articleIdParamsSchema },
  responses: {
    200: {
      description: 'Suggested tags',
      content: {
        'application/json': {
          schema: openApiObject(tagSuggestionsResponseSchema, 'TagSuggestions'),
        },
      },
    },
    ...errorResponses(401, 404, 429),
  },
});

async function aiContext(c: Context<AppEnv>): Promise<{ deps: AiDeps; reader: AiReader }> {
  const deps = c.get('deps');
  const user = currentUser(c);
  const record = await getUserRecord(deps, user);
  return { deps, reader: { id: user.id, canUseAi: canUseAiFeatures(record.subscription) } };
}

export const aiRoutes = createRouter()
  .openapi(summaryRoute, async (c) => {
    const { deps, reader } = await aiContext(c);
    const body = (c.req.valid('json') as z.infer<typeof summaryRequestSchema> | undefined) ?? {};
    const prepared = await prepareSummary(deps, reader, c.req.valid('param').id, body);
    if ('stored' in prepared) {
      return respondWithAi(c, async () => prepared.stored, AI_MESSAGES.summaryFailed);
    }
    return respondWithAi(c, prepared.run, AI_MESSAGES.summaryFailed);
  })
  .openapi(questionRoute, async (c) => {
    const { deps, reader } = await aiContext(c);
    const run = await prepareAnswer(
      deps,
      reader,
      c.req.valid('param').id,
      c.req.valid('json').question,
    );
    return respondWithAi(c, run, AI_MESSAGES.answerFailed);
  })
  .openapi(tagSuggestionsRoute, async (c) => {
    const { deps, reader } = await aiContext(c);
    return c.json(await suggestTags(deps, reader, c.req.valid('param').id), 200);
  });
