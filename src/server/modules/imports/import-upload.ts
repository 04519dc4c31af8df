import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';
import { IMPORT_MESSAGES } from '@/shared/imports/import-schemas';
import { AppError } from '../../errors';

export type ReceivedFile = { path: string; fileName: string; size: number };

/** The longest file name kept for the report; the rest of a long name says nothing more. */
const MAX_FILE_NAME = 200;

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    IMPORT_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))),
  );
}

/**
 * Streams the multipart field `file` of an upload to a new file under `dir`, never holding it
 * in memory, and stops with 413 past `maxBytes` (the partial file is removed). Any other field
 * or file is read past and dropped.
 */
export async function receiveImportFile(
  request: Request,
  dir: string,
  maxBytes: number,
): Promise<ReceivedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noFile);
  }
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomUUID()}.upload`);
  try {
    return await new Promise<ReceivedFile>((resolve, reject) => {
      let saving: Promise<ReceivedFile> | undefined;
      let settled = false;
      const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        // Stop reading the request: the rest of an oversized or broken upload is never read.
        source.destroy();
        reject(error);
      };
      const busboy = Busboy({
        headers: { 'content-type': type },
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 20 },
      });
      busboy.on('file', (field, stream, fileName) => {
        if (field !== 'file' || saving) {
          stream.resume();
          return;
        }
        stream.on('limit', () => fail(tooLarge(maxBytes)));
        saving = pipeline(stream, createWriteStream(target, { mode: 0o600 })).then(() => ({
          path: target,
          fileName: (fileName || 'upload').slice(0, MAX_FILE_NAME),
          size: stream.bytesRead,
        }));
        saving.catch(fail);
      });
      busboy.on('finish', () => {
        if (!saving) fail(new AppError('BAD_REQUEST', IMPORT_MESSAGES.noFile));
        else
          saving.then((file) => {
            if (settled) return;
            settled = true;
            resolve(file);
          }, fail);
      });
      busboy.on('error', (error: unknown) =>
        fail(
          error instanceof AppError ? error : new AppError('BAD_REQUEST', IMPORT_MESSAGES.noFile),
        ),
      );
      pipeline(source, busboy).catch((error: unknown) =>
        fail(
          error instanceof AppError ? error : new AppError('BAD_REQUEST', IMPORT_MESSAGES.noFile),
        ),
      );
    });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}
