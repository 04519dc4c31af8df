import { createRoute } from '@hono/zod-openapi';
import { appInfoSchema } from '@/shared/app-info';
import { createRouter } from '../../http/create-router';
import { openApiObject } from '../../http/openapi-name';

const appInfoRoute = createRoute({
  method: 'get',
  path: '/api/app-info',
  tags: ['System'],
  summary: 'Public facts about this Canyon server',
  description:
    'The address Canyon is served at (PUBLIC_URL), which the bookmarklet is built for, and the AI provider in use (`extractive` or `<kind>:<model>`). Public: the bookmarklet page shows it to visitors too.',
  responses: {
    200: {
      description: 'App info',
      content: { 'application/json': { schema: openApiObject(appInfoSchema, 'AppInfo') } },
    },
  },
});

export const appInfoRoutes = createRouter().openapi(appInfoRoute, (c) =>
  c.json(
    {
      publicUrl: c.get('deps').config.publicUrl,
      aiProvider: c.get('deps').ai.id,
      billingEnabled: c.get('deps').billing.enabled,
    },
    200,
  ),
);
