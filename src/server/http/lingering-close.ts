import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const MB = 1024 * 1024;

/** How long, and for how many more bytes, a connection is read after an early answer. */
export type LingerBounds = { ms: number; bytes: number };

/**
 * Two seconds is many round trips, even on a slow mobile link: time enough for a client that is
 * still uploading to read an answer already on its way. 16 MB is well above what a client that
 * stops at the answer still has on the way (its send buffer and our receive buffer: 3.7 MB on
 * loopback), so such a client is read to its end; one that keeps uploading is cut off there,
 * having had its chance to read the answer.
 */
export const LINGER_BOUNDS: LingerBounds = { ms: 2_000, bytes: 16 * MB };

/** How often the bytes read are counted: the count may pass the bound by what arrives meanwhile. */
const COUNT_EVERY_MS = 20;

const lingering = new WeakSet<Socket>();

/**
 * Closes a connection in stages when an answer finished before its request's body was all read
 * (a 413, or a 401 given before the body is touched), as RFC 9112 §9.6 describes: the server's
 * FIN goes after the answer, the rest of the upload is read and dropped until the client closes
 * or a bound is reached, then the socket is destroyed. Destroying it at once, with the upload
 * still unread, makes the kernel reset the connection, and a client still writing its upload
 * loses the answer.
 */
export function lingerAfterEarlyAnswers<S extends Server>(
  server: S,
  bounds: LingerBounds = LINGER_BOUNDS,
): S {
  const requestOn = new WeakMap<Socket, IncomingMessage>();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    if (!requestOn.has(socket)) {
      // Node's http server ends a `Connection: close` exchange with socket.destroySoon() right
      // after the answer (undocumented: `resOnFinish` in _http_server.js), which destroys the
      // socket as soon as its FIN is sent; so does @hono/node-server once its drain times out.
      // lingering-close.test.ts fails if Node stops closing through it.
      const destroySoon = socket.destroySoon.bind(socket);
      socket.destroySoon = () => {
        const current = requestOn.get(socket);
        if (current && !current.complete) linger(socket, current, bounds);
        else destroySoon();
      };
    }
    requestOn.set(socket, req);
    // An answer that goes out before its request's body was all read says that it closes the
    // connection (RFC 9112 §9.6), so a keep-alive client sends its next request elsewhere rather
    // than on a connection about to close. Node then ends the exchange through destroySoon.
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) this.setHeader('connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    // A keep-alive connection is left open by Node, which would read the rest of the body
    // without bound (or not at all, if a reader stopped part-way); it closes the same way.
    res.once('finish', () => {
      if (!req.complete) linger(socket, req, bounds);
    });
  });
  return server;
}

function linger(socket: Socket, req: IncomingMessage, bounds: LingerBounds): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  socket.end();
  // The answer is sent, so nobody wants the body: whatever still listens for it (a reader that
  // stopped part-way and holds the socket paused) lets go, and the rest flows to nowhere.
  req.removeAllListeners('data');
  req.resume();
  const start = socket.bytesRead;
  const close = () => socket.destroy();
  const deadline = setTimeout(close, bounds.ms).unref();
  const meter = setInterval(() => {
    if (socket.bytesRead - start >= bounds.bytes) close();
  }, COUNT_EVERY_MS).unref();
  socket.once('close', () => {
    clearTimeout(deadline);
    clearInterval(meter);
  });
}
