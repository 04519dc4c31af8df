import { createHash } from 'node:crypto';
import { AppError } from '@/server/errors';
import { parseContentType } from '../fetching/content-type';
import { startDeadline } from '../fetching/deadline';
import { ACCEPT_ENCODING } from '../fetching/decode-content-encoding';
import { CANYON_USER_AGENT, MAX_REDIRECTS } from '../fetching/fetch-limits';
import {
  firstHeader,
  openGuardedResponse,
  type GuardedResponse,
} from '../fetching/open-guarded-response';
import { readLimitedBody } from '../fetching/read-limited-body';
import { systemResolve, type ResolveHost } from '../fetching/resolve-host';
import { httpStatusText } from '../fetching/status-text';
import { IMAGE_FETCH_TIMEOUT_MS, MAX_IMAGE_BYTES } from './image-limits';
import { isAcceptableDeclaredType, sniffImageType, type ImageType } from './image-type';

export type FetchImageOptions = {
  /** config.fetchAllowPrivateHosts, never anything from a request. */
  allowPrivateHosts: readonly string[];
  resolve?: ResolveHost;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
};

export type FetchedImage = {
  bytes: Buffer;
  /** What the bytes are (sniffed), not what the server claimed. */
  contentType: ImageType;
  /** SHA-256 of the bytes, hex. */
  hash: string;
};

const notAnImage = (what: string) =>
  new AppError('UNSUPPORTED_CONTENT', `Not a supported image (${what})`);

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${maxBytes} bytes`);
}

/**
 * Fetches one article image through the same SSRF guard as pages (SECURITY.md, Fetching 12):
 * every hop checked and pinned, at most 5 redirects, one deadline for everything. Only raster
 * images are kept: the declared type must be an image/* other than SVG, and the first bytes must
 * show JPEG, PNG, GIF, WebP or AVIF. The size cap holds while the body streams in, whatever
 * Content-Length says. Throws AppError; an abort of the caller's signal throws its reason.
 */
export async function fetchImage(input: string, options: FetchImageOptions): Promise<FetchedImage> {
  let start: URL;
  try {
    start = new URL(input);
  } catch {
    throw new AppError('INVALID_URL', 'Invalid image URL');
  }
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const deadline = startDeadline(timeoutMs, options.signal);
  const { signal } = deadline;
  let response: GuardedResponse | undefined;
  try {
    response = await openGuardedResponse(start, {
      allowPrivateHosts: options.allowPrivateHosts,
      resolve: options.resolve ?? systemResolve,
      signal,
      timeoutMs,
      maxRedirects: MAX_REDIRECTS,
      headers: {
        'user-agent': CANYON_USER_AGENT,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
        'accept-encoding': ACCEPT_ENCODING,
      },
    });
    const { status } = response;
    if (status < 200 || status > 299) {
      throw new AppError('FETCH_ERROR', httpStatusText(status));
    }
    const declared = parseContentType(firstHeader(response.headers['content-type']));
    if (!declared) throw notAnImage('no content type');
    if (!isAcceptableDeclaredType(declared.mimeType)) throw notAnImage(declared.mimeType);
    const length = Number(firstHeader(response.headers['content-length']));
    if (Number.isFinite(length) && length > maxBytes) throw tooLarge(maxBytes);

    // One byte over the cap tells a body that is too large from one that is exactly the cap.
    const body = await readLimitedBody(
      response.body,
      firstHeader(response.headers['content-encoding']),
      maxBytes + 1,
      signal,
    );
    if (body.bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
    const bytes = Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw notAnImage(`${declared.mimeType} that is not one`);
    return { bytes, contentType, hash: createHash('sha256').update(bytes).digest('hex') };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error;
  } finally {
    await response?.close();
    deadline.dispose();
  }
}
