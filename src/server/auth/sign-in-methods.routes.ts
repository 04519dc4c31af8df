import { createRoute } from '@hono/zod-openapi';
import { signInMethodsSchema } from '@/shared/auth/sign-in-methods';
import { createRouter } from '../http/create-router';
import { openApiObject } from '../http/openapi-name';

const signInMethodsRoute = createRoute({
  method: 'get',
  path: '/api/sign-in-methods',
  tags: ['Accounts'],
  summary: 'The sign-in methods this Canyon offers',
  description:
    'Email and password always; Google, GitHub, Apple and single sign-on only when configured.',
  responses: {
    200: {
      description: 'What the sign-in page may show',
      content: {
        'application/json': { schema: openApiObject(signInMethodsSchema, 'SignInMethods') },
      },
    },
  },
});

export const signInMethodsRoutes = createRouter().openapi(signInMethodsRoute, (c) =>
  c.json(c.get('deps').auth.signInMethods, 200),
);
