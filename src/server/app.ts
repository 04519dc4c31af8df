import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './http/app-env';
import { handleError, handleNotFound } from './http/error-handler';
import { jsonBodyGuard } from './http/json-body-guard';
import { requestLog } from './http/request-log';
import { createSecurityHeaders } from './http/security-headers';
import { healthRoutes } from './modules/health/health.routes';
import { serveWebApp } from './web/static-files';

export type CreateAppOptions = AppDeps & {
  /** Folder of the built web app; omitted in API-only tests. */
  webDir?: string;
};

/** Builds the whole HTTP application. No side effects: main.ts decides when to listen. */
export function createApp({ webDir, ...deps }: CreateAppOptions) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', createSecurityHeaders(deps.config));
  app.use('/api/*', compress());
  app.use('/api/*', jsonBodyGuard);

  app.route('/', healthRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Canyon API',
      version: '1',
      description: 'The JSON API behind the Canyon web app.',
    },
  });

  if (webDir) app.use('*', serveWebApp(webDir));

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
