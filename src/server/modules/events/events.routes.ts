import { createRoute } from '@hono/zod-openapi';
import { clientEventSchema } from '@/shared/events/usage-events';
import { currentUser, requireUser } from '../../auth/require-user';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { EVENTS_PER_MINUTE, limitEvents } from './event-limits';
import { recordClientEvent } from './events.service';

const recordEventRoute = createRoute({
  method: 'post',
  path: '/api/events',
  tags: ['Usage events'],
  summary: 'Record a usage event the web app saw',
  description: `What only the page knows: \`page_view\` {page_title}, \`article_read\` {article_id} once per opening of an article in the reader, \`help_page_view\`, \`help_category_<id>\`. Kept in Canyon's own database with the reader and the time, never sent anywhere else; included in the reader's export and removed with the account. Other events (login, logout, article_saved, article_archived, feature_used, support_request_<category>) are recorded by the server itself. At most ${EVENTS_PER_MINUTE} a minute per reader (429 past it). An article that is not the reader's answers 404.`,
  middleware: [requireUser, limitEvents],
  security: [{ session: [] }, { apiToken: [] }] as Array<Record<string, string[]>>,
  request: {
    body: { required: true, content: { 'application/json': { schema: clientEventSchema } } },
  },
  responses: {
    204: { description: 'Recorded' },
    ...errorResponses(400, 401, 404, 413, 429),
  },
});

export const eventsRoutes = createRouter().openapi(recordEventRoute, async (c) => {
  await recordClientEvent(c.get('deps').db, currentUser(c).id, c.req.valid('json'));
  return c.body(null, 204);
});
