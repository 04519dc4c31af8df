import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../http/create-router';
import { TestClient, signedInClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { optionalUser } from './require-user';

describe('optionalUser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const route = createRoute({
      method: 'get',
      path: '/api/test-who',
      middleware: [optionalUser],
      responses: {
        200: {
          description: 'who',
          content: {
            'application/json': {
              schema: z.object({ who: z.string().nullable(), via: z.string().nullable() }),
            },
          },
        },
      },
    });
    t.app.route(
      '/',
      createRouter().openapi(route, (c) => {
        const user = c.get('user');
        return c.json({ who: user?.email ?? null, via: user?.via ?? null }, 200);
      }),
    );
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('serves visitors and readers alike, telling them apart', async () => {
    expect(await (await new TestClient(t).get('/api/test-who')).json()).toEqual({
      who: null,
      via: null,
    });
    const reader = await signedInClient(t, 'optional@example.com');
    expect(await (await reader.get('/api/test-who')).json()).toEqual({
      who: 'optional@example.com',
      via: 'session',
    });
    const { token } = (await (await reader.post('/api/tokens', { name: 't' })).json()) as {
      token: string;
    };
    const viaToken = await new TestClient(t).get('/api/test-who', {
      authorization: `Bearer ${token}`,
    });
    expect(await viaToken.json()).toEqual({ who: 'optional@example.com', via: 'token' });
  });

  it('still refuses a bad token rather than treating the caller as a visitor', async () => {
    const res = await new TestClient(t).get('/api/test-who', { authorization: 'Bearer nonsense' });
    expect(res.status).toBe(401);
  });
});
