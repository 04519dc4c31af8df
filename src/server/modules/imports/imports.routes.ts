import { createRoute, z } from '@hono/zod-openapi';
import { articleIdParamsSchema } from '@/shared/articles/article-schemas';
import {
  importDetailSchema,
  importItemsQuerySchema,
  importListSchema,
} from '@/shared/imports/import-schemas';
import { currentUser, requireUser } from '../../auth/require-user';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { openApiObject } from '../../http/openapi-name';
import { importDepsOf, importsDir } from './import-deps';
import { receiveImportFile } from './import-upload';
import {
  failuresCsv,
  getImport,
  listReaderImports,
  retryArticleContent,
  startImport,
} from './imports.service';

const tags = ['Imports'];
const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

const startRoute = createRoute({
  method: 'post',
  path: '/api/imports',
  tags,
  summary: 'Import another app’s export',
  description:
    'multipart/form-data with the file in the field `file`: a Pocket, Instapaper, Omnivore, Wallabag, Readwise Reader, Raindrop or Canyon export, or browser bookmarks (HTML). The format is recognised from the contents (415 otherwise). The file streams to disk and is refused past IMPORT_MAX_MB (413). Answers 202 at once; entries appear in the library as they are read and their content is fetched in the background. One import per reader at a time (409).',
  middleware: [requireUser],
  security,
  responses: {
    202: {
      description: 'The import started',
      content: { 'application/json': { schema: z.object({ id: z.string() }) } },
    },
    ...errorResponses(400, 401, 413),
    409: { description: 'An import of the reader’s is still running (code CONFLICT)' },
    415: { description: 'Not a format Canyon reads (code UNSUPPORTED_CONTENT)' },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/imports',
  tags,
  summary: 'The reader’s recent imports with their counts',
  middleware: [requireUser],
  security,
  responses: {
    200: {
      description: 'Newest first (20 at most)',
      content: { 'application/json': { schema: openApiObject(importListSchema, 'ImportList') } },
    },
    ...errorResponses(401),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/imports/{id}',
  tags,
  summary: 'An import: status, counts and a page of the per-item report',
  description:
    '`status` is reading, fetching, then done (or failed, with `error`, when the file could not be read to the end). `counts`: total, added, duplicates, invalid, fetched, failed, pending. `items` in file order, filtered by `filter` (all, added, duplicates, failed: invalid entries and content that could not be fetched), `nextCursor` for the next page.',
  middleware: [requireUser],
  security,
  request: { params: idParams, query: importItemsQuerySchema },
  responses: {
    200: {
      description: 'The import',
      content: {
        'application/json': { schema: openApiObject(importDetailSchema, 'ImportDetail') },
      },
    },
    ...errorResponses(400, 401, 404),
  },
});

const failuresRoute = createRoute({
  method: 'get',
  path: '/api/imports/{id}/failures.csv',
  tags,
  summary: 'What did not make it, as CSV: position, url, title, reason',
  middleware: [requireUser],
  security,
  request: { params: idParams },
  responses: {
    200: {
      description: 'CSV attachment',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(401, 404),
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/api/articles/{id}/content/retry',
  tags,
  summary: 'Fetch an imported article’s content again after it failed',
  middleware: [requireUser],
  security,
  request: { params: articleIdParamsSchema },
  responses: {
    204: { description: 'Queued; the article shows as pending until its content arrives' },
    ...errorResponses(401, 404),
  },
});

export const importsRoutes = createRouter()
  .openapi(startRoute, async (c) => {
    const deps = importDepsOf(c.get('deps'));
    const user = currentUser(c);
    const upload = await receiveImportFile(
      c.req.raw,
      importsDir(deps.config.dataDir),
      deps.config.imports.maxBytes,
    );
    return c.json(await startImport(deps, user.id, upload), 202);
  })
  .openapi(listRoute, async (c) =>
    c.json({ items: await listReaderImports(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(getRoute, async (c) =>
    c.json(
      await getImport(
        c.get('deps').db,
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('query'),
      ),
      200,
    ),
  )
  .openapi(failuresRoute, async (c) => {
    const { id } = c.req.valid('param');
    const rows = failuresCsv(c.get('deps').db, currentUser(c).id, id);
    // The first step checks ownership, so a stranger gets 404 before any byte is sent.
    const first = await rows.next();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (!first.done) controller.enqueue(encoder.encode(first.value));
      },
      async pull(controller) {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="canyon-import-${id.slice(0, 8)}-failures.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  .openapi(retryRoute, async (c) => {
    await retryArticleContent(
      importDepsOf(c.get('deps')),
      currentUser(c).id,
      c.req.valid('param').id,
    );
    return c.body(null, 204);
  });
