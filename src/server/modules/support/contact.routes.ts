import { createRoute } from '@hono/zod-openapi';
import { contactRequestSchema, contactResponseSchema } from '@/shared/support/contact-schemas';
import { clientIp } from '../../auth/client-ip';
import { optionalUser } from '../../auth/require-user';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';
import { CONTACT_LIMITS_PER_HOUR, submitContactRequest } from './contact.service';

const contactRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  tags: ['Help'],
  summary: 'Send a message to this server’s support',
  description: `The help center's contact form; visitors may use it too. The request is stored, then mailed to SUPPORT_EMAIL when that is set (Reply-To the sender; their text quoted, never in the subject). A Pro reader's request is marked priority. At most ${CONTACT_LIMITS_PER_HOUR.perEmail} an hour per sender address and ${CONTACT_LIMITS_PER_HOUR.perAddress} per client address (429 past them).`,
  middleware: [optionalUser],
  security: [{}, { session: [] }, { apiToken: [] }] as Array<Record<string, string[]>>,
  request: {
    body: { required: true, content: { 'application/json': { schema: contactRequestSchema } } },
  },
  responses: {
    201: {
      description: 'Stored (and on its way to support)',
      content: {
        'application/json': { schema: openApiObject(contactResponseSchema, 'ContactResponse') },
      },
    },
    ...errorResponses(400, 401, 413, 429),
  },
});

export const contactRoutes = createRouter().openapi(contactRoute, async (c) => {
  const deps = c.get('deps');
  const { id, priority } = await submitContactRequest(
    { ...deps, rateLimiter: deps.auth.rateLimiter },
    { user: c.get('user'), ip: clientIp(c, deps.config.trustProxyHops) },
    c.req.valid('json'),
  );
  return c.json({ id, priority }, 201);
});
