import { createRoute } from '@hono/zod-openapi';
import {
  articleChangeSchema,
  articleDetailSchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  articlePageSchema,
  tagListSchema,
} from '@/shared/articles/article-schemas';
import { currentUser, requireUser } from '../../auth/require-user';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';
import {
  getArticleDetail,
  listArticlePage,
  listReaderTags,
  removeArticle,
  updateArticle,
} from './articles.service';

const tags = ['Articles'];
const middleware = [requireUser];
const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];
const detail = {
  'application/json': { schema: openApiObject(articleDetailSchema, 'ArticleDetail') },
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/articles',
  tags,
  summary: "A page of the reader's articles, or of their search results",
  description:
    'Newest first unless `sort` says otherwise; filtered by `archived`, `tags` (any of) and `progress`. With `q`, a full-text search over title, text, site name and tags: words (all must match), `"quoted phrases"`, `-word` and `-"phrase"` to exclude, the last word matched as a prefix unless `q` ends in a space. Search results are ranked (title, then tags, site and text) unless `sort` is `newest` or `oldest`, and each carries a `snippet` of the text around its first match. A query with nothing to look for answers an empty page; more than 50 words answers 400. `nextCursor` continues the same query and order.',
  middleware,
  security,
  request: { query: articleListQuerySchema },
  responses: {
    200: {
      description: 'One page',
      content: { 'application/json': { schema: openApiObject(articlePageSchema, 'ArticlePage') } },
    },
    ...errorResponses(400, 401),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/articles/{id}',
  tags,
  summary: 'One article with its extracted content',
  middleware,
  security,
  request: { params: articleIdParamsSchema },
  responses: { 200: { description: 'The article', content: detail }, ...errorResponses(401, 404) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/articles/{id}',
  tags,
  summary: 'Replace the tags, set the archive flag, or save the reading progress',
  description:
    '`readingProgress` (0 to 1) is saved without changing `updatedAt`; another reader’s article answers 404.',
  middleware,
  security,
  request: {
    params: articleIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: articleChangeSchema } } },
  },
  responses: {
    200: { description: 'The article as it now stands', content: detail },
    ...errorResponses(400, 401, 404, 413),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/articles/{id}',
  tags,
  summary: 'Delete an article',
  middleware,
  security,
  request: { params: articleIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

const tagsRoute = createRoute({
  method: 'get',
  path: '/api/tags',
  tags,
  summary: 'Every tag the reader uses, distinct and alphabetical',
  middleware,
  security,
  responses: {
    200: {
      description: 'Tags',
      content: { 'application/json': { schema: openApiObject(tagListSchema, 'TagList') } },
    },
    ...errorResponses(401),
  },
});

export const articlesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await listArticlePage(c.get('deps').db, currentUser(c).id, {
      archived: query.archived === 'true',
      tags: (query.tags ?? '')
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
      q: query.q,
      sort: query.sort,
      progress: query.progress,
      cursor: query.cursor,
      limit: query.limit,
    });
    return c.json(page, 200);
  })
  .openapi(getRoute, async (c) => {
    // Not an opening: the reader's page reports that once (POST /api/events), where a refetch
    // here would count it again.
    const { db } = c.get('deps');
    return c.json(await getArticleDetail(db, currentUser(c).id, c.req.valid('param').id), 200);
  })
  .openapi(patchRoute, async (c) => {
    const { db } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await updateArticle(db, currentUser(c).id, id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await removeArticle(c.get('deps').db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(tagsRoute, async (c) =>
    c.json({ tags: await listReaderTags(c.get('deps').db, currentUser(c).id) }, 200),
  );
