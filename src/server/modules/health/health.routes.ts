import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { checkHealth } from './health.service';

const HealthResponse = z
  .object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and the database in use',
  responses: {
    200: {
      description: 'Canyon is up and its database answers',
      content: { 'application/json': { schema: HealthResponse } },
    },
    ...errorResponses(503),
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  return c.json(await checkHealth(c.get('deps').db), 200);
});
