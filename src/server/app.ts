import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { authRoutes } from './auth/auth-handler';
import { signInMethodsRoutes } from './auth/sign-in-methods.routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { bodyLimit } from './http/body-limit';
import { handleError, handleNotFound } from './http/error-handler';
import { jsonBodyGuard } from './http/json-body-guard';
import { requestLog } from './http/request-log';
import { sameOriginGuard } from './http/same-origin-guard';
import { createSecurityHeaders } from './http/security-headers';
import { accountRoutes } from './modules/account/account.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { exportRoutes } from './modules/export/export.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { contactRoutes } from './modules/support/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { savingRoutes } from './modules/saving/saving.routes';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { savePageOpenerPolicy } from './web/save-page-opener-policy';
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
  app.use('*', bodyLimit);
  app.use('/api/*', compress());
  app.use('/api/*', sameOriginGuard);
  app.use('/api/*', jsonBodyGuard);

  app.route('/', authRoutes);
  app.route('/', signInMethodsRoutes);
  app.route('/', healthRoutes);
  app.route('/', appInfoRoutes);
  app.route('/', accountRoutes);
  app.route('/', exportRoutes);
  app.route('/', tokensRoutes);
  app.route('/', savingRoutes);
  app.route('/', articlesRoutes);
  app.route('/', aiRoutes);
  app.route('/', imagesRoutes);
  app.route('/', billingRoutes);
  app.route('/', eventsRoutes);
  app.route('/', contactRoutes);
  app.route('/', importsRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'canyon.session_token',
    description: 'The session cookie set by signing in (`__Secure-` prefixed over HTTPS).',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal API token (`cyn_…`) from POST /api/tokens.',
  });

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Canyon API',
      version: '1',
      description:
        'The JSON API behind the Canyon web app. Sign-in itself is Better Auth under /api/auth/* (see docs/auth.md).',
    },
  });

  app.use('/save', savePageOpenerPolicy);
  if (webDir) app.use('*', serveWebApp(webDir));

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
