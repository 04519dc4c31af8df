import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '@/server/errors';

// Undoes Content-Encoding (gzip, deflate, br) as a stream, so the reader can stop at the size cap
// no matter how far the body would expand (gzip bombs). zlib honours back-pressure, so an
// unread bomb is never inflated ahead of the reader.

export const ACCEPT_ENCODING = 'gzip, deflate, br';

// Like browsers: tolerate a stream that ends without its final block.
const zlibOptions = {
  flush: zlib.constants.Z_SYNC_FLUSH,
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
};
const brotliOptions = {
  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
};

const noop = () => {};

async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}

/** "deflate" is zlib-wrapped by the standard and raw by many servers; the first byte tells which. */
async function* inflateEither(source: Readable): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  if (first.done) return;
  const wrapped = (first.value[0]! & 0x0f) === 0x08;
  const inflater = wrapped ? zlib.createInflate(zlibOptions) : zlib.createInflateRaw(zlibOptions);
  yield* pipeline(
    Readable.from(prepend(first.value, iterator), { objectMode: false }),
    inflater,
    noop,
  );
}

function decoderFor(coding: string, source: Readable): Readable {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return pipeline(source, zlib.createGunzip(zlibOptions), noop);
    case 'br':
      return pipeline(source, zlib.createBrotliDecompress(brotliOptions), noop);
    case 'deflate':
      return Readable.from(inflateEither(source), { objectMode: false });
    default:
      throw new AppError(
        'FETCH_ERROR',
        `The page used an unsupported content encoding (${coding})`,
      );
  }
}

/** The body with every listed Content-Encoding undone, last applied first undone. */
export function decodeContentEncoding(body: Readable, header: string | undefined): Readable {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  if (codings.length > 3)
    throw new AppError('FETCH_ERROR', 'The page used too many content encodings');
  return codings.reduceRight<Readable>((stream, coding) => decoderFor(coding, stream), body);
}
