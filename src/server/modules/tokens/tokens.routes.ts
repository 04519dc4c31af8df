import { createRoute } from '@hono/zod-openapi';
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '@/shared/auth/api-tokens';
import { currentUser, requireSessionUser } from '../../auth/require-user';
import { errorResponses } from '../../http/error-responses';
import { createRouter } from '../../http/create-router';
import { createApiToken, listApiTokens, revokeApiToken } from './tokens.service';
import { openApiObject } from '../../http/openapi-name';

const tags = ['API tokens'];
const middleware = [requireSessionUser];
const security = [{ session: [] }];

const createTokenRoute = createRoute({
  method: 'post',
  path: '/api/tokens',
  tags,
  summary: 'Create a personal API token (shown once)',
  description:
    'The token authenticates API calls as `Authorization: Bearer <token>`. Only a hash is kept: this answer is the only time it can be seen. Managing tokens needs the session cookie.',
  middleware,
  security,
  request: {
    body: { required: true, content: { 'application/json': { schema: createApiTokenBodySchema } } },
  },
  responses: {
    201: {
      description: 'The new token, with its secret',
      content: {
        'application/json': { schema: openApiObject(createdApiTokenSchema, 'CreatedApiToken') },
      },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

const listTokensRoute = createRoute({
  method: 'get',
  path: '/api/tokens',
  tags,
  summary: "The signed-in reader's API tokens, newest first",
  middleware,
  security,
  responses: {
    200: {
      description: 'Tokens without their secrets',
      content: {
        'application/json': { schema: openApiObject(apiTokenListSchema, 'ApiTokenList') },
      },
    },
    ...errorResponses(401, 403),
  },
});

const revokeTokenRoute = createRoute({
  method: 'delete',
  path: '/api/tokens/{id}',
  tags,
  summary: 'Revoke an API token; it stops working at once',
  middleware,
  security,
  request: { params: apiTokenIdParamsSchema },
  responses: {
    204: { description: 'Revoked' },
    ...errorResponses(401, 403, 404),
  },
});

export const tokensRoutes = createRouter()
  .openapi(createTokenRoute, async (c) => {
    const { name } = c.req.valid('json');
    return c.json(await createApiToken(c.get('deps').db, currentUser(c).id, name), 201);
  })
  .openapi(listTokensRoute, async (c) =>
    c.json(await listApiTokens(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(revokeTokenRoute, async (c) => {
    await revokeApiToken(c.get('deps').db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
