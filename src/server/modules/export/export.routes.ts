import { createRoute, z } from '@hono/zod-openapi';
import { exportQuerySchema } from '@/shared/account/account-schemas';
import { currentUser, requireUser } from '../../auth/require-user';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { exportUserData } from './export.service';

const file = (description: string) => ({ schema: z.string().describe(description) });

const exportRoute = createRoute({
  method: 'get',
  path: '/api/export',
  tags: ['Accounts'],
  summary: 'Download everything of the reader’s as one file',
  description:
    'An attachment named `canyon-export-YYYY-MM-DD.<format>`, streamed as it is read. `json` (the default): the profile with its reading preferences, every article with its tags, reading progress (0–1), summary and extracted content, the usage events and the reader’s contact requests, pretty-printed. `html`: a Netscape bookmark file (archived articles in an "Archive" folder; TAGS and ADD_DATE on each link). `csv`: url, title, tags (joined with "|"), created, archived. One export per reader at a time (429 otherwise).',
  middleware: [requireUser],
  security: [{ session: [] }, { apiToken: [] }] as Array<Record<string, string[]>>,
  request: { query: exportQuerySchema },
  responses: {
    200: {
      description: 'The export file',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="canyon-export-YYYY-MM-DD.<format>"',
          schema: { type: 'string' },
        },
      },
      content: {
        'application/json': file('The JSON export'),
        'text/html': file('Netscape bookmark file'),
        'text/csv': file('url,title,tags,created,archived'),
      },
    },
    ...errorResponses(400, 401, 429),
  },
});

export const exportRoutes = createRouter().openapi(exportRoute, (c) => {
  const deps = c.get('deps');
  const { filename, contentType, body } = exportUserData(
    deps,
    currentUser(c),
    c.req.valid('query').format,
  );
  return c.body(body, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
});
