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
    'The address Canyon is served at (PUBLIC_URL), which the bookmarklet is built for, the AI provider in use (`extractive` or `<kind>:<model>`), whether billing is on, and who runs the server (OPERATOR_NAME, OPERATOR_EMAIL) for the terms and privacy pages. Public: the bookmarklet page shows it to visitors too.',
  responses: {
    200: {
      description: 'App info',
      content: { 'application/json': { schema: openApiObject(appInfoSchema, 'AppInfo') } },
    },
  },
});

export const appInfoRoutes = createRouter().openapi(appInfoRoute, (c) => {
  const { config, ai, billing } = c.get('deps');
  return c.json(
    {
      publicUrl: config.publicUrl,
      aiProvider: ai.id,
      billingEnabled: billing.enabled,
      operator: { name: config.operator.name ?? null, email: config.operator.email ?? null },
    },
    200,
  );
});
