import type { Readable } from 'node:stream';
import { AppError } from '@/server/errors';
import { decodeContentEncoding } from './decode-content-encoding';
import { discardStream } from './discard-stream';

export type LimitedBody = {
  /** At most maxBytes bytes, after decompression. */
  bytes: Uint8Array;
  /** True when the body had more than maxBytes bytes and reading stopped there. */
  truncated: boolean;
};

/**
 * Reads a response body, decompressed, and stops at maxBytes whatever Content-Length claimed.
 * Stopping destroys the stream, which closes the connection. Time limits come from the signal
 * the request was made with; an abort surfaces as the signal's reason.
 */
export async function readLimitedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<LimitedBody> {
  const decoded = decodeContentEncoding(body, contentEncoding);
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      const room = maxBytes - total;
      if (chunk.byteLength > room) {
        chunks.push(chunk.subarray(0, room));
        total += room;
        truncated = true;
        break; // ends the iteration, which destroys the streams
      }
      chunks.push(chunk);
      total += chunk.byteLength;
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'UND_ERR_BODY_TIMEOUT')
      throw new AppError('TIMEOUT', 'Request timeout', { cause: error });
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new AppError('FETCH_ERROR', 'The page sent corrupt compressed content', {
        cause: error,
      });
    }
    throw new AppError('FETCH_ERROR', 'The connection closed while reading the page', {
      cause: error,
    });
  } finally {
    discardStream(decoded);
    discardStream(body);
  }
  if (signal?.aborted) throw signal.reason;
  return { bytes: Buffer.concat(chunks, total), truncated };
}
