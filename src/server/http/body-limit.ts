import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The largest request body each route accepts, in bytes; the first matching row wins and
 * `*` at the end of a pattern matches the rest of the path. Every other request gets
 * DEFAULT_BODY_LIMIT.
 */
export const BODY_LIMITS: ReadonlyArray<readonly [pattern: string, bytes: number]> = [
  // Sign-in, sign-up and account changes, and an OAuth provider's callback form post
  // (Apple's code, id_token, state and user come to about 2 KB).
  ['/api/auth/*', 8 * KB],
  // A save carrying a captured page: the web client sends at most 2,000,000 characters of
  // HTML, up to three bytes each in UTF-8 (non-Latin text) and more where JSON escapes them,
  // beside the other fields (two 10,000-character texts, URL, title, tags, referrer).
  ['/api/save', 8 * MB],
  // Stripe's webhook events: a few KB, an invoice with many lines some tens.
  ['/api/billing/webhook', 64 * KB],
  // A contact request: a 5,000-character message, up to four bytes a character, and the
  // short fields beside it.
  ['/api/contact', 32 * KB],
  // An import's file streams to disk; IMPORT_MAX_MB (at most 2 GB) is enforced while it does,
  // this only bounds the request around it.
  ['/api/imports', 2048 * MB + 64 * KB],
];

/** Tags, archive flags, token names: every other JSON body is small. */
export const DEFAULT_BODY_LIMIT = 16 * KB;

export function bodyLimitFor(path: string): number {
  for (const [pattern, bytes] of BODY_LIMITS) {
    const matches = pattern.endsWith('*')
      ? path.startsWith(pattern.slice(0, -1))
      : path === pattern;
    if (matches) return bytes;
  }
  return DEFAULT_BODY_LIMIT;
}

function tooLarge(limit: number): AppError {
  const size = limit >= MB ? `${Math.round(limit / MB)} MB` : `${Math.round(limit / KB)} KB`;
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is too large (at most ${size} here).`);
}

/** Over HTTP/1.1 a body comes with a length or chunked encoding; one built in process (tests) may carry neither. */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null && length !== '0') return true;
  return request.headers.has('transfer-encoding') || request.body !== null;
}

/**
 * The request's body, read only when a handler reads it and failing once more than `limit`
 * bytes have come in. The source is opened on the first read, so a request answered before
 * its body is needed (not signed in, say) reads none of it.
 */
function limitedBody(
  source: Request,
  limit: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.body?.getReader();
        if (!reader) return controller.close();
        const { done, value } = await reader.read();
        if (done) return controller.close();
        received += value.byteLength;
        if (received > limit) {
          onExceeded();
          await reader.cancel();
          return controller.error(tooLarge(limit));
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    // Nothing is read ahead of the handler.
    { highWaterMark: 0 },
  );
}

/**
 * Bounds every request body while it streams in (SECURITY.md §38): a declared length over
 * the route's limit is refused before a byte is read, and a body that grows past it (chunked,
 * or a length that lied) fails the read that crosses it. Either way the answer is 413.
 * Nothing is buffered here: the route reads the body after its own checks, so a request that
 * needs a signed-in reader is refused before its body is read.
 */
export const bodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limit = bodyLimitFor(c.req.path);
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
  const original = c.req.raw;
  if (original.method === 'GET' || original.method === 'HEAD' || !hasBody(original)) {
    return next();
  }
  let exceeded = false;
  c.req.raw = new Request(original.url, {
    method: original.method,
    headers: original.headers,
    signal: original.signal,
    body: limitedBody(original, limit, () => {
      exceeded = true;
    }),
    duplex: 'half',
  });
  await next();
  // A validator that could not read the body reports malformed JSON; say why it could not.
  if (exceeded) throw tooLarge(limit);
};
