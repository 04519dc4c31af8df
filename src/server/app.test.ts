import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from './http/create-router';
import { serveApp } from './http/serve-app';
import { createTestApp, type TestApp } from './test/test-app';
import { describeEachDialect } from './test/test-database';

// Test apps run with the default PUBLIC_URL; state-changing calls come from its origin.
const ORIGIN = 'http://localhost:3000';
const jsonHeaders = { 'Content-Type': 'application/json', Origin: ORIGIN };

describeEachDialect('the API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('reports health and the database in use', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: dialect });
  });
});

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // A route with a body schema, as every feature will have, to exercise the shared paths.
    const echo = createRoute({
      method: 'post',
      path: '/api/test-echo',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({ name: z.string().min(2), count: z.number().int() }),
            },
          },
        },
      },
      responses: {
        200: {
          description: 'echo',
          content: { 'application/json': { schema: z.object({ name: z.string() }) } },
        },
      },
    });
    t.app.route(
      '/',
      createRouter().openapi(echo, (c) => c.json({ name: c.req.valid('json').name }, 200)),
    );
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('lets a body-less DELETE through over real HTTP, as browsers and curl send it', async () => {
    const server = serveApp({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/nope`, {
        method: 'DELETE',
        headers: { origin: new URL(t.config.publicUrl).origin },
      });
      expect(res.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/articles/x/y'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.request(url, { method, headers: { Origin: ORIGIN } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { message: `No API route for ${method} ${url}`, code: 'NOT_FOUND' },
      });
    }
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.request('/api/test-echo', {
      method: 'POST',
      headers: jsonHeaders,
      body: '{"name": "ab",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    });
  });

  it('answers a body that fails its schema with a 400 naming each problem', async () => {
    const res = await t.app.request('/api/test-echo', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'a', count: 1.5 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; code: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/^name: .+, count: .+$/);
  });

  it('accepts a valid JSON body', async () => {
    const res = await t.app.request('/api/test-echo', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'ada', count: 1 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'ada' });
  });

  it('refuses form and text bodies on state-changing calls', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.request('/api/test-echo', {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: ORIGIN },
        body: 'name=ada&count=1',
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: {
          message: 'Send the request body as JSON (Content-Type: application/json).',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      });
    }
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']?.get?.responses['200']).toBeDefined();
  });

  it('documents the account and token endpoints in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/sign-in-methods',
        '/api/tokens',
        '/api/tokens/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/tokens'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/me']?.get?.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'UserRecord',
        'SignInMethods',
        'CreatedApiToken',
        'ApiTokenList',
        'Error',
      ]),
    );
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiToken', 'session']);
  });

  it('sends the security headers on API responses', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends HSTS only when Canyon is served over HTTPS', async () => {
    const https = await createTestApp('sqlite', {
      env: { PUBLIC_URL: 'https://read.example.org' },
    });
    const res = await https.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    await https.db.drop();
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'canyon-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Canyon</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers client routes with the app shell, never cached', async () => {
    for (const route of ['/', '/dashboard', '/article/123', '/no/such/page']) {
      const res = await t.app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets compressed with long-lived cache headers', async () => {
    const br = await t.app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(bigScript.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigScript);

    const gz = await t.app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    const plain = await t.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('answers a repeat request with 304 when the ETag matches', async () => {
    const first = await t.app.request('/favicon.svg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/favicon.svg', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers a missing hashed asset with 404, not the app shell', async () => {
    const res = await t.app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const probe of [
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await t.app.request(probe);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('"dependencies"');
    }
  });

  it('leaves POSTs to non-API paths unanswered', async () => {
    const res = await t.app.request('/dashboard', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
