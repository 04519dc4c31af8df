import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { peakMemoryGrowthDuring } from '../test/live-memory';
import { BODY_LIMITS, bodyLimitFor, DEFAULT_BODY_LIMIT } from './body-limit';
import { serveApp } from './serve-app';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20); // JSON whitespace

type Answer = { status: number; body: string; sent: number };

type LargeBody = { bytes: number; chunked: boolean; headers?: Record<string, string> };

/**
 * POSTs `bytes` of body over a real connection, declared or chunked, writing only as fast as
 * the server takes it and stopping once the answer comes. `sent` is how much was written by then.
 * Without an agent the request says `Connection: close` unless `headers` ask for keep-alive.
 */
function postLargeBody(base: string, path: string, options: LargeBody): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      ...options.headers,
    };
    if (!options.chunked) headers['content-length'] = String(options.bytes);
    const req = httpRequest(new URL(path, base), { method: 'POST', headers, agent: false });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sent });
        req.destroy();
      });
    });
    // Once the answer has come, the rest of the body is not wanted; before it, nothing may fail.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.bytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, options.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** A body of `bytes` spaces that counts how much of it was pulled, and pulls nothing ahead. */
function countedBody(bytes: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= bytes) return controller.close();
        const piece = new Uint8Array(
          CHUNK.subarray(0, Math.min(CHUNK.length, bytes - counter.pulled)),
        );
        counter.pulled += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const TOO_LARGE = expect.objectContaining({
  error: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
});

describe('the body limit table', () => {
  it('gives sign-in a few KB, a save with a captured page 8 MB, an import upload its stream, and everything else a small default', () => {
    expect(bodyLimitFor('/api/auth/sign-in/email')).toBeLessThanOrEqual(8 * 1024);
    expect(bodyLimitFor('/api/auth/callback/apple')).toBe(bodyLimitFor('/api/auth/sign-up/email'));
    expect(bodyLimitFor('/api/save')).toBe(8 * MB);
    expect(bodyLimitFor('/api/save-settings')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('/api/articles/abc')).toBe(DEFAULT_BODY_LIMIT);
    // An import streams to disk and is capped there by IMPORT_MAX_MB (at most 2 GB).
    expect(bodyLimitFor('/api/imports')).toBe(2048 * MB + 64 * 1024);
    expect(bodyLimitFor('/api/imports/abc')).toBe(DEFAULT_BODY_LIMIT);
    const others = BODY_LIMITS.filter(
      ([pattern]) => !['/api/save', '/api/imports'].includes(pattern),
    );
    expect(others.every(([, bytes]) => bytes <= 128 * 1024)).toBe(true);
  });
});

describe('request bodies over real HTTP', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const reader = await signedInClient(t, 'big-bodies@example.com');
    cookie = reader.jar.header();
    server = serveApp({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.db.drop();
  });

  const cases = [
    { name: 'a save with a bogus bearer', path: '/api/save', auth: 'bearer', statuses: [401, 413] },
    { name: 'a signed-in save', path: '/api/save', auth: 'session', statuses: [413] },
    { name: 'a sign-in', path: '/api/auth/sign-in/email', auth: 'none', statuses: [413] },
    { name: 'a sign-up', path: '/api/auth/sign-up/email', auth: 'none', statuses: [413] },
  ] as const;

  function headersFor(auth: 'bearer' | 'session' | 'none'): Record<string, string> {
    if (auth === 'bearer') return { authorization: 'Bearer cyn_not_a_real_token' };
    if (auth === 'session') return { cookie };
    return {};
  }

  for (const { name, path, auth, statuses } of cases) {
    for (const chunked of [false, true]) {
      for (const connection of ['close', 'keep-alive'] as const) {
        it(`answers ${name} of 64 MB (${chunked ? 'chunked' : 'declared'}, ${connection}) before reading it`, async () => {
          const answer = await postLargeBody(base, path, {
            bytes: 64 * MB,
            chunked,
            headers: { ...headersFor(auth), connection },
          });
          expect(statuses).toContain(answer.status);
          if (answer.status === 413) expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
          // The answer came while most of the body was still unsent.
          expect(answer.sent).toBeLessThan(32 * MB);
        });
      }
    }
  }

  it('reads a body within the limit, declared or chunked', async () => {
    const body = JSON.stringify({ email: 'big-bodies@example.com', password: 'correct horse 42' });
    for (const chunked of [false, true]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(new URL('/api/auth/sign-in/email', base), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            ...(!chunked && { 'content-length': String(Buffer.byteLength(body)) }),
          },
          agent: false,
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        // Two writes, so a chunked body really comes in pieces.
        req.write(body.slice(0, 10));
        req.end(body.slice(10));
      });
      expect(status).toBe(200);
    }
  });

  it('keeps memory flat and the health check answering under four such bodies at once', async () => {
    const round = (bytes: number) =>
      Promise.all(
        cases.map(({ path, auth }, index) =>
          postLargeBody(base, path, {
            bytes,
            chunked: index % 2 === 1,
            headers: { ...headersFor(auth), connection: index < 2 ? 'keep-alive' : 'close' },
          }),
        ),
      );
    await round(1 * MB); // warm-up: the same code paths, compiled, with little to buffer
    const { result, growth } = await peakMemoryGrowthDuring(async () => {
      const uploads = round(64 * MB);
      const health = await fetch(`${base}/api/health`);
      return { answers: await uploads, health: health.status };
    });
    expect(result.health).toBe(200);
    for (const answer of result.answers) {
      expect([401, 413]).toContain(answer.status);
      if (answer.status === 413) expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      expect(answer.sent).toBeLessThan(32 * MB);
    }
    expect(growth).toBeLessThan(30 * MB);
  });
});

describe('request bodies in process', () => {
  let t: TestApp;
  let reader: TestClient;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    reader = await signedInClient(t, 'limits@example.com');
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('refuses an unauthenticated 5 MB save without reading its body', async () => {
    for (const authorization of ['Bearer cyn_bogus', undefined]) {
      const { stream, counter } = countedBody(5 * MB);
      const client = new TestClient(t);
      const res = await client.request('/api/save', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization && { authorization }),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect([401, 413]).toContain(res.status);
      expect(counter.pulled).toBe(0);
    }
  });

  it('reads no body before authentication on any route that needs a reader', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    };
    const guarded = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody && operation.security?.length)
        .map(([method]) => [method.toUpperCase(), path.replace(/\{\w+\}/g, 'x')] as const),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const [method, path] of guarded) {
      const { stream, counter } = countedBody(1 * MB);
      const res = await new TestClient(t).request(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer cyn_bogus' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(counter.pulled).toBe(0);
    }
  });

  it('stops reading a signed-in save just past the limit', async () => {
    const { stream, counter } = countedBody(16 * MB);
    const res = await reader.request('/api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(counter.pulled).toBeLessThanOrEqual(bodyLimitFor('/api/save') + CHUNK.length);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const { stream, counter } = countedBody(64 * 1024);
    const res = await reader.request('/api/articles/whatever', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * MB) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(counter.pulled).toBe(0);
  });

  it('accepts the largest save the web client sends', async () => {
    const wide = '語'.repeat(10_000); // three bytes each in UTF-8
    const body = {
      // A captured page cut to 2,000,000 characters, every one of them three bytes.
      html: `<p>${'語'.repeat(2_000_000 - 7)}</p>`,
      url: 'not a url',
      title: '語'.repeat(500),
      source: 'bookmarklet',
      tags: Array.from({ length: 20 }, (_, n) => `tag-${n}`),
      metadata: {
        selectedText: wide,
        sharedText: wide,
        referrer: `https://example.com/${'r'.repeat(2000)}`,
        userAgent: 'u'.repeat(1000),
        timestamp: Date.now(),
      },
    };
    const res = await reader.post('/api/save', body);
    // Read and parsed: the URL is what it objects to.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_URL');
  });

  it('refuses a captured page over 4,000,000 characters with 400, not by its size', async () => {
    const html = 'x'.repeat(4_000_001);
    const res = await reader.post('/api/save', { url: 'https://example.com/a', html });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        message: 'html: The captured page is too large (at most 4,000,000 characters)',
        code: 'VALIDATION_FAILED',
      },
    });
  });

  it('still answers malformed JSON with 400 INVALID_JSON, after authentication', async () => {
    const signedIn = await reader.request('/api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url": ',
    });
    expect(signedIn.status).toBe(400);
    expect(((await signedIn.json()) as { error: { code: string } }).error.code).toBe(
      'INVALID_JSON',
    );
    const signedOut = await new TestClient(t).request('/api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url": ',
    });
    expect(signedOut.status).toBe(401);
  });

  it('answers malformed JSON to Better Auth with 400 INVALID_JSON', async () => {
    const res = await new TestClient(t).request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    });
  });

  it('lets an OAuth provider’s callback form post through', async () => {
    // Apple answers with a cross-site form post: code, id_token, state and the user's name.
    const form = new URLSearchParams({
      code: 'c'.repeat(100),
      id_token: `${'h'.repeat(100)}.${'p'.repeat(1200)}.${'s'.repeat(350)}`,
      state: 's'.repeat(64),
      user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'a@b.c' }),
    });
    const res = await new TestClient(t).request('/api/auth/callback/apple', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
      body: form.toString(),
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});
