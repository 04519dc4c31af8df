import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  saveRequestSchema,
  saveResponseSchema,
  saveSettingsSchema,
} from '@/shared/articles/save-request';
import { currentUser, requireUser } from '../../auth/require-user';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';
import { fetchPage } from '../fetching/fetch-page';
import { limitSaves } from './save-limiter';
import { saveArticle } from './saving.service';

export const SIGNED_OUT_MESSAGE = 'You must be logged in to save articles';

/** The save API speaks the spec's own sentence to a signed-out caller. */
const requireSaver: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await requireUser(c, async () => undefined);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
      throw new AppError('UNAUTHENTICATED', SIGNED_OUT_MESSAGE);
    throw error;
  }
  await next();
};

const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];

const saveRoute = createRoute({
  method: 'post',
  path: '/api/save',
  tags: ['Saving'],
  summary: 'Save a page to the reader’s library by URL',
  description:
    'Fetches the page through the SSRF guard, extracts the article and stores it. A URL already in the library answers `created: false` with the existing article. With `html` (the page as the reader’s browser had it, at most 4,000,000 characters) the page is not fetched: that HTML goes through the same extraction, cut like a fetched page to 2,000,000 bytes, with `url` as its base URL, and the result is kept for this reader alone (never shared through the extraction cache). The body may be up to 8 MB (413 PAYLOAD_TOO_LARGE beyond). Each reader may have 2 saves in progress and make 30 a minute (429 RATE_LIMITED with Retry-After); when the extraction queue is full the answer is 503 UNAVAILABLE with Retry-After.',
  // The reader first, then their save limits, and only then is the body read.
  middleware: [requireSaver, limitSaves],
  security,
  request: {
    body: { required: true, content: { 'application/json': { schema: saveRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Already in the library (created is false)',
      content: {
        'application/json': { schema: openApiObject(saveResponseSchema, 'SaveResponse') },
      },
    },
    201: {
      description: 'Saved',
      content: {
        'application/json': { schema: openApiObject(saveResponseSchema, 'SavedArticle') },
      },
    },
    ...errorResponses(400, 401, 413, 429, 503),
  },
});

const saveSettingsRoute = createRoute({
  method: 'get',
  path: '/api/save-settings',
  tags: ['Saving'],
  summary: 'What the save form needs to check URLs as the server will',
  description:
    'The private hosts this Canyon may fetch (FETCH_ALLOW_PRIVATE_HOSTS), so the browser does not refuse a URL the server accepts.',
  middleware: [requireUser],
  security,
  responses: {
    200: {
      description: 'Save settings',
      content: {
        'application/json': { schema: openApiObject(saveSettingsSchema, 'SaveSettings') },
      },
    },
    ...errorResponses(401),
  },
});

export const savingRoutes = createRouter()
  .openapi(saveSettingsRoute, (c) =>
    c.json({ allowPrivateHosts: [...c.get('deps').config.fetchAllowPrivateHosts] }, 200),
  )
  .openapi(saveRoute, async (c) => {
    const { db, config, extractor, handSaves } = c.get('deps');
    // A save made by hand goes first: an import's content writes wait while it runs.
    const result = await handSaves.during(() =>
      saveArticle(
        {
          db,
          fetchPage,
          extract: (html, url, reader) => extractor.extract(html, url, { reader }),
          allowPrivateHosts: config.fetchAllowPrivateHosts,
        },
        currentUser(c).id,
        c.req.valid('json'),
      ),
    );
    // The article's images are fetched in the background, so saving stays fast.
    if (result.created) void c.get('deps').articleImages.articleSaved(result.id);
    return result.created ? c.json(result, 201) : c.json(result, 200);
  });
