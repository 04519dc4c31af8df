import { createRoute, z } from '@hono/zod-openapi';
import {
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
} from '@/shared/account/account-schemas';
import {
  readerPreferencesChangeSchema,
  readerPreferencesSchema,
} from '@/shared/account/reader-preferences';
import { userRecordSchema } from '@/shared/auth/user-record';
import { currentUser, requireUser } from '../../auth/require-user';
import { AppError } from '../../errors';
import { errorResponses } from '../../http/error-responses';
import { createRouter } from '../../http/create-router';
import { openApiObject } from '../../http/openapi-name';
import { deleteAccount } from './account-deletion.service';
import { getUserRecord } from './account.service';
import { updateDisplayName } from './profile.service';
import { updateReaderPreferences } from './reader-preferences.service';
import { MAX_STREAMS_PER_READER, userEventStream } from './me-events';
import { clearSessionCookies } from './session-cookies';

const tags = ['Accounts'];
const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];
const userRecord = {
  'application/json': { schema: openApiObject(userRecordSchema, 'UserRecord') },
};

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags,
  summary: 'The signed-in reader and their subscription',
  middleware: [requireUser],
  security,
  responses: {
    200: { description: 'The user record with its derived subscription view', content: userRecord },
    ...errorResponses(401),
  },
});

const meEventsRoute = createRoute({
  method: 'get',
  path: '/api/me/events',
  tags,
  summary: 'The reader’s record as server-sent events, whenever it changes',
  description: `A \`text/event-stream\`: \`event: user\` with the user record as JSON at once, and again whenever the record changes (plan, subscription, name, preferences) in any Canyon process; a comment line every 25 seconds keeps the connection open. At most ${MAX_STREAMS_PER_READER} streams per reader per server process: another is refused with 429. The stream ends when the account is deleted.`,
  middleware: [requireUser],
  security,
  responses: {
    200: {
      description: 'The event stream',
      content: {
        'text/event-stream': {
          schema: z.string().describe('`event: user` / `data: <UserRecord JSON>`, repeated'),
        },
      },
    },
    ...errorResponses(401, 429),
  },
});

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/api/me',
  tags,
  summary: 'Change the display name',
  description:
    'The name is cleaned and trimmed; at most 100 characters. An empty name means "Not set". Open pages of the reader hear the change.',
  middleware: [requireUser],
  security,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: updateProfileRequestSchema } },
    },
  },
  responses: {
    200: { description: 'The updated user record', content: userRecord },
    ...errorResponses(400, 401, 413),
  },
});

const updatePreferencesRoute = createRoute({
  method: 'patch',
  path: '/api/me/preferences',
  tags,
  summary: 'Change reading and library preferences',
  description:
    'Any of the preferences; the others stay as they are. Unknown fields or values answer 400. The answer is the whole set, also carried as `preferences` on the user record; open pages of the reader hear the change.',
  middleware: [requireUser],
  security,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: readerPreferencesChangeSchema } },
    },
  },
  responses: {
    200: {
      description: 'The reader’s preferences as they now stand',
      content: {
        'application/json': {
          schema: openApiObject(readerPreferencesSchema, 'ReaderPreferences'),
        },
      },
    },
    ...errorResponses(400, 401, 413),
  },
});

const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  tags,
  summary: 'Delete the account and everything in it',
  description:
    'The confirmation must be exactly `DELETE MY ACCOUNT` (else 400 "Please type "DELETE MY ACCOUNT" to confirm"). A live subscription is canceled first; if that fails the answer is 502 and nothing is deleted. Then articles, tags, summaries, content only this reader showed and its images, API tokens, sessions, sign-in links, usage events and the user go in one transaction, and the session cookie is cleared. Needs the session cookie: an API token cannot delete its account.',
  middleware: [requireUser],
  security: [{ session: [] }],
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: deleteAccountRequestSchema } },
    },
  },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    ...errorResponses(400, 401, 403, 413),
    502: {
      description:
        'The subscription could not be canceled (code BILLING_FAILED); nothing was deleted',
    },
  },
});

export const accountRoutes = createRouter()
  .openapi(meRoute, async (c) => c.json(await getUserRecord(c.get('deps'), currentUser(c)), 200))
  .openapi(meEventsRoute, (c) => userEventStream(c, currentUser(c)))
  .openapi(updateProfileRoute, async (c) =>
    c.json(await updateDisplayName(c.get('deps'), currentUser(c), c.req.valid('json').name), 200),
  )
  .openapi(updatePreferencesRoute, async (c) =>
    c.json(await updateReaderPreferences(c.get('deps'), currentUser(c), c.req.valid('json')), 200),
  )
  .openapi(deleteAccountRoute, async (c) => {
    const user = currentUser(c);
    // A leaked token must not be able to erase the account behind it.
    if (user.via !== 'session') {
      throw new AppError('FORBIDDEN', 'Delete your account from the Canyon web app.');
    }
    // 502 BILLING_FAILED when the subscription could not be canceled; nothing is deleted then.
    await deleteAccount(c.get('deps'), user, c.req.valid('json').confirmation);
    await clearSessionCookies(c);
    return c.body(null, 204);
  });
