import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { articleIdParamsSchema } from '@/shared/articles/article-schemas';
import { currentUser, requireUser } from '../../auth/require-user';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/create-router';
import { errorResponses } from '../../http/error-responses';
import { MAX_IMAGES_PER_ARTICLE } from './image-limits';
import {
  findContentImage,
  findImageBlobForReader,
  findReaderArticleContent,
  type ImageBlob,
} from './images.repo';

const tags = ['Images'];
const middleware = [requireUser];
const security: Array<Record<string, string[]>> = [{ session: [] }, { apiToken: [] }];

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
const notFound = () => new AppError('NOT_FOUND', IMAGE_NOT_FOUND_MESSAGE);
/** About how long a busy image queue takes to make room. */
const BUSY_RETRY_AFTER_SECONDS = 10;

const picture = {
  'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
};

const storedRoute = createRoute({
  method: 'get',
  path: '/api/images/{hash}',
  tags,
  summary: 'A stored article image, by the SHA-256 of its bytes',
  description:
    'Only for a reader with an article that shows it. The bytes never change, so the answer is cached for good.',
  middleware,
  security,
  request: { params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) }) },
  responses: {
    200: { description: 'The image', content: picture },
    304: { description: 'Not modified' },
    ...errorResponses(400, 401, 404),
  },
});

const articleImageRoute = createRoute({
  method: 'get',
  path: '/api/articles/{id}/images/{position}',
  tags,
  summary: 'An image of an article, fetched now if it is not stored yet',
  description:
    'The reader gets this URL for an image still being fetched. 204 when the image could not be fetched (the reader shows a placeholder); 503 when too many images are being fetched.',
  middleware,
  security,
  request: {
    params: z.object({
      id: articleIdParamsSchema.shape.id,
      position: z.coerce.number().int().min(0).max(MAX_IMAGES_PER_ARTICLE),
    }),
  },
  responses: {
    200: { description: 'The image', content: picture },
    204: { description: 'The image could not be fetched' },
    ...errorResponses(400, 401, 404, 503),
  },
});

/**
 * An image answered as an image and nothing else: its own type, never sniffed, and a policy under
 * which it can load nothing and run nothing even if opened on its own.
 */
function sendImage(c: Context<AppEnv>, blob: ImageBlob, cacheControl: string) {
  const etag = `"${blob.hash}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', blob.contentType);
  c.header('Content-Length', String(blob.size));
  return c.body(new Uint8Array(blob.bytes), 200);
}

export const imagesRoutes = createRouter()
  .openapi(storedRoute, async (c) => {
    const blob = await findImageBlobForReader(
      c.get('deps').db,
      currentUser(c).id,
      c.req.valid('param').hash,
    );
    if (!blob) throw notFound();
    return sendImage(c, blob, 'private, max-age=31536000, immutable');
  })
  .openapi(articleImageRoute, async (c) => {
    const deps = c.get('deps');
    const userId = currentUser(c).id;
    const { id, position } = c.req.valid('param');
    const contentId = await findReaderArticleContent(deps.db, userId, id);
    if (!contentId) throw notFound();

    let image = await findContentImage(deps.db, contentId, position);
    if (!image) throw notFound();
    if (image.status === 'pending') {
      const outcome = await deps.articleImages.ensure(contentId, position);
      if (outcome === 'busy') {
        throw new AppError('UNAVAILABLE', 'Too many images are being fetched; try again shortly', {
          retryAfter: BUSY_RETRY_AFTER_SECONDS,
        });
      }
      image = await findContentImage(deps.db, contentId, position);
    }
    const blob =
      image?.status === 'stored' && image.hash
        ? await findImageBlobForReader(deps.db, userId, image.hash)
        : undefined;
    // No error status: the browser would log one, and the reader already shows a placeholder.
    if (!blob) return c.body(null, 204);
    return sendImage(c, blob, 'private, max-age=86400');
  });
