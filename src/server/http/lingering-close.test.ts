import { Agent, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { peakMemoryGrowthDuring } from '../test/live-memory';
import { until } from '../test/until';
import { lingerAfterEarlyAnswers, type LingerBounds } from './lingering-close';

const KB = 1024;
const MB = 1024 * KB;
/** 64 KB of JSON whitespace, framed as one chunk of a chunked body. */
const PIECE = Buffer.concat([
  Buffer.from(`${(64 * KB).toString(16)}\r\n`),
  Buffer.alloc(64 * KB, 0x20),
  Buffer.from('\r\n'),
]);

/**
 * Answers the way Canyon's routes do: `/refuse` before touching the body (a declared length over
 * the limit, or 401 before the body is read), `/stop-reading` after reading a little of it (a
 * chunked body past the limit), `/read-all` after reading all of it.
 */
function testApp(): Hono {
  const app = new Hono();
  app.post('/refuse', (c) => c.json({ error: 'too large' }, 413));
  app.post('/stop-reading', async (c) => {
    const reader = c.req.raw.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    return c.json({ error: 'too large' }, 413);
  });
  app.post('/read-all', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  return app;
}

/** What the server read on a connection after its answer finished, and for how long, until it closed. */
type AfterAnswer = { read: number; ms: number };

/** `closes` holds one promise for each connection the server accepted, in order. */
type TestServer = { server: Server; port: number; closes: Promise<AfterAnswer>[] };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function startServer(bounds: LingerBounds): Promise<TestServer> {
  const server = lingerAfterEarlyAnswers(
    serve({ fetch: testApp().fetch, port: 0, hostname: '127.0.0.1' }) as Server,
    bounds,
  );
  servers.push(server);
  const answered = new Map<Socket, { at: number; read: number }>();
  const closes: Promise<AfterAnswer>[] = [];
  server.on('connection', (socket: Socket) => {
    closes.push(
      new Promise((resolve) =>
        socket.once('close', () => {
          const answer = answered.get(socket) ?? { at: NaN, read: NaN };
          resolve({ read: socket.bytesRead - answer.read, ms: performance.now() - answer.at });
        }),
      ),
    );
  });
  server.on('request', (req, res) => {
    res.once('finish', () => {
      answered.set(req.socket, { at: performance.now(), read: req.socket.bytesRead });
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port, closes };
}

type Upload = {
  socket: Socket;
  /** The answer's status, head and body, once all of it has come. */
  answer: Promise<{ status: number; head: string; body: string }>;
  /** The server's FIN. */
  ended: Promise<void>;
  closed: Promise<void>;
};

/**
 * A raw client that starts a chunked upload (headers and one piece) and keeps its side open when
 * the server half-closes, so a test decides what it does after the answer.
 */
function startUpload(port: number, path: string, connection: 'close' | 'keep-alive'): Upload {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => undefined); // a reset once the bound is reached is expected
  let received = Buffer.alloc(0);
  const answer = new Promise<{ status: number; head: string; body: string }>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (headEnd < 0 || length === undefined) return;
      const body = received.subarray(headEnd + 4);
      if (body.length < Number(length)) return;
      resolve({
        status: Number(text.slice(9, 12)),
        head: text.slice(0, headEnd).toLowerCase(),
        body: body.toString(),
      });
    });
  });
  const ended = new Promise<void>((resolve) => socket.once('end', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `transfer-encoding: chunked\r\nconnection: ${connection}\r\n\r\n`,
  );
  socket.write(PIECE);
  return { socket, answer, ended, closed };
}

/** Writes a piece every `everyMs` until the connection closes, skipping a turn while the socket is full. */
function keepWriting(socket: Socket, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    if (socket.writableLength < 1 * MB) socket.write(PIECE);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** Writes as fast as the server reads, until the connection closes. */
function flood(socket: Socket): void {
  const pump = () => {
    while (!socket.destroyed && socket.writable) {
      if (!socket.write(PIECE)) return void socket.once('drain', pump);
    }
  };
  pump();
}

const early = [
  { path: '/refuse', what: 'an answer given before reading the body' },
  { path: '/stop-reading', what: 'an answer given after reading part of it' },
] as const;

// Node closes a `Connection: close` exchange, and @hono/node-server a keep-alive one whose drain
// timed out, through socket.destroySoon (see lingering-close.ts): these fail if that changes.
for (const connection of ['close', 'keep-alive'] as const) {
  describe(`after an early answer (connection: ${connection})`, () => {
    for (const { path, what } of early) {
      it(`reads the upload on after ${what}, and closes once the byte bound is reached`, async () => {
        const { port, closes } = await startServer({ ms: 10_000, bytes: 1 * MB });
        const upload = startUpload(port, path, connection);
        const answer = await upload.answer;
        expect(answer).toMatchObject({ status: 413, body: '{"error":"too large"}' });
        // Said up front, even to a client that asked to keep the connection.
        expect(answer.head).toContain('\r\nconnection: close');
        // About 32 MB a second: the server reads 1 MB more within some tens of milliseconds.
        keepWriting(upload.socket, 2);
        const after = await closes[0];
        expect(after?.read).toBeGreaterThanOrEqual(1 * MB);
        expect(after?.read).toBeLessThan(4 * MB);
        expect(after?.ms).toBeLessThan(2_000);
      });

      it(`closes at the time bound a client that trickles on after ${what}`, async () => {
        const { port, closes } = await startServer({ ms: 1_000, bytes: 1024 * MB });
        const upload = startUpload(port, path, connection);
        expect((await upload.answer).status).toBe(413);
        keepWriting(upload.socket, 20);
        await upload.ended; // the server's FIN follows the answer
        const after = await closes[0];
        // @hono/node-server's own drain gives up after 500 ms; Node's close comes at once.
        expect(after?.ms).toBeGreaterThanOrEqual(950);
        expect(after?.ms).toBeLessThan(1_700);
        expect(after?.read).toBeGreaterThan(256 * KB);
      });
    }

    it('frees the socket at once when the client closes after reading the answer', async () => {
      const { server, port } = await startServer({ ms: 10_000, bytes: 1024 * MB });
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      const upload = startUpload(port, '/refuse', connection);
      expect((await upload.answer).status).toBe(413);
      await upload.ended;
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The server still reads, for the client has not finished.
      expect(await connections()).toBe(1);
      const closing = performance.now();
      upload.socket.end();
      await until(async () => (await connections()) === 0, 1_000, 5);
      expect(performance.now() - closing).toBeLessThan(200);
    });
  });
}

/** A keep-alive client of one socket, as browsers and HTTP libraries keep them. */
function keepAliveClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const post = (path: string, body: Buffer) =>
    new Promise<{ status: number; connection?: string; reused: boolean }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
}

describe('a request whose body was read', () => {
  it('keeps its keep-alive connection for the next request', async () => {
    const { port, closes } = await startServer({ ms: 100, bytes: 64 * KB });
    const client = keepAliveClient(port);
    const body = Buffer.alloc(1 * MB, 0x20);
    expect(await client.post('/read-all', body)).toEqual({
      status: 200,
      connection: 'keep-alive',
      reused: false,
    });
    // Longer than the bounds: a lingering close would have ended the connection by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await client.post('/read-all', body)).toMatchObject({ status: 200, reused: true });
    expect(closes).toHaveLength(1);
    client.close();
  });
});

describe('a keep-alive client refused before its body was read', () => {
  it('is told the connection closes, and sends its next request on a new one', async () => {
    const { port, closes } = await startServer({ ms: 2_000, bytes: 16 * MB });
    const client = keepAliveClient(port);
    expect(await client.post('/refuse', Buffer.alloc(4 * MB, 0x20))).toEqual({
      status: 413,
      connection: 'close',
      reused: false,
    });
    expect(await client.post('/read-all', Buffer.alloc(1 * KB, 0x20))).toEqual({
      status: 200,
      connection: 'keep-alive',
      reused: false,
    });
    expect(closes).toHaveLength(2);
    client.close();
  });
});

describe('memory', () => {
  it('stays flat while eight clients upload on after their answers', async () => {
    const bounds = { ms: 10_000, bytes: 16 * MB };
    const { port, closes } = await startServer(bounds);
    const round = async (clients: number) => {
      const uploads = Array.from({ length: clients }, (_, n) =>
        startUpload(port, n % 2 ? '/stop-reading' : '/refuse', n % 4 < 2 ? 'close' : 'keep-alive'),
      );
      for (const upload of uploads) {
        expect((await upload.answer).status).toBe(413);
        flood(upload.socket);
      }
      await Promise.all(uploads.map((upload) => upload.closed));
      await Promise.all(closes);
    };
    await round(2); // warm-up: the same code paths, compiled
    const { growth } = await peakMemoryGrowthDuring(() => round(8));
    expect(closes).toHaveLength(10);
    // Each connection really was read on past its answer, 128 MB in all, and none of it kept.
    for (const after of await Promise.all(closes.slice(2))) {
      expect(after.read).toBeGreaterThanOrEqual(bounds.bytes);
    }
    expect(growth).toBeLessThan(30 * MB);
  });
});
