import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

/** Every route group is built with this, so a failed schema always becomes the same 400. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const message = result.error.issues
          .map((issue) =>
            issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
          )
          .join(', ');
        throw new AppError('VALIDATION_FAILED', message);
      }
    },
  });
}
