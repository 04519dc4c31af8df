import { createRoute } from '@hono/zod-openapi';
import { userRecordSchema } from '@/shared/auth/user-record';
import { currentUser, requireUser } from '../../auth/require-user';
import { errorResponses } from '../../http/error-responses';
import { createRouter } from '../../http/create-router';
import { getUserRecord } from './account.service';
import { openApiObject } from '../../http/openapi-name';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Accounts'],
  summary: 'The signed-in reader and their subscription',
  middleware: [requireUser],
  security: [{ session: [] }, { apiToken: [] }],
  responses: {
    200: {
      description: 'The user record with its derived subscription view',
      content: { 'application/json': { schema: openApiObject(userRecordSchema, 'UserRecord') } },
    },
    ...errorResponses(401),
  },
});

export const accountRoutes = createRouter().openapi(meRoute, async (c) =>
  c.json(await getUserRecord(c.get('deps'), currentUser(c)), 200),
);
