import { createRoute } from '@hono/zod-openapi';
import { appInfoSchema, type AppInfo } from '@/shared/app-info';
import type { Config } from '../../config';
import { createRouter } from '../../http/create-router';
import { openApiObject } from '../../http/openapi-name';

const appInfoRoute = createRoute({
  method: 'get',
  path: '/api/app-info',
  tags: ['System'],
  summary: 'Public facts about this Canyon server',
  description:
    'The address Canyon is served at (PUBLIC_URL), which the bookmarklet is built for, the AI provider in use (`extractive` or `<kind>:<model>`), whether billing is on, who runs the server (OPERATOR_NAME, OPERATOR_EMAIL) for the terms and privacy pages, and how it sends mail (`smtp`, or `outbox`: written to the server’s log and its outbox folder), so sign-up can say where a confirmation link went. Public: the bookmarklet page shows it to visitors too.',
  responses: {
    200: {
      description: 'App info',
      content: { 'application/json': { schema: openApiObject(appInfoSchema, 'AppInfo') } },
    },
  },
});

/** The same choice createMailer makes: SMTP when SMTP_URL is set, else the outbox. */
export function mailDeliveryOf(config: Pick<Config, 'mail'>): AppInfo['mailDelivery'] {
  return config.mail.smtpUrl ? 'smtp' : 'outbox';
}

export const appInfoRoutes = createRouter().openapi(appInfoRoute, (c) => {
  const { config, ai, billing } = c.get('deps');
  return c.json(
    {
      publicUrl: config.publicUrl,
      aiProvider: ai.id,
      billingEnabled: billing.enabled,
      operator: { name: config.operator.name ?? null, email: config.operator.email ?? null },
      mailDelivery: mailDeliveryOf(config),
    },
    200,
  );
});
