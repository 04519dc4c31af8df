import { exportFilename, type ExportFormat } from '@/shared/account/account-schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { ReaderSlots } from '../../http/reader-slots';
import type { Logger } from '../../logger';
import { getUserRecord } from '../account/account.service';
import { bookmarksExport } from './bookmarks-export';
import { csvExport } from './csv-export';
import { readerContactRequests } from '../support/contact.repo';
import { readerArticles, readerEvents } from './export-source';
import { jsonExport } from './json-export';

export const EXPORT_RUNNING_MESSAGE = 'An export is already running. Please wait for it to finish.';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

/** Pieces are sent in chunks of about this many bytes. */
const CHUNK_BYTES = 64 * 1024;

export type ExportDeps = { db: Db; logger: Logger };

export type ExportFile = {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
};

/**
 * A byte stream that asks `pieces` for more only when the reader of the stream wants more, so
 * the export never runs ahead of the connection. `finished` runs once however it ends.
 */
export function pullStream(
  pieces: AsyncGenerator<string>,
  finished: (error?: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let done = false;
  const finish = (error?: unknown) => {
    if (done) return;
    done = true;
    finished(error);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        let chunk = '';
        while (chunk.length < CHUNK_BYTES) {
          const next = await pieces.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            finish();
            return;
          }
          chunk += next.value;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        finish(error);
        controller.error(error);
      }
    },
    async cancel() {
      finish();
      await pieces.return(undefined);
    },
  });
}

function documentPieces(
  deps: ExportDeps,
  user: AuthUser,
  format: ExportFormat,
  now: Date,
): AsyncGenerator<string> {
  const articles = readerArticles(deps.db, user.id, { bodies: format === 'json' });
  if (format === 'html') return bookmarksExport({ exportedAt: now, articles });
  if (format === 'csv') return csvExport({ articles });
  return (async function* () {
    const profile = await getUserRecord(deps, user);
    yield* jsonExport({
      exportedAt: now,
      profile,
      articles,
      events: readerEvents(deps.db, user.id),
      contactRequests: readerContactRequests(deps.db, user.id),
    });
  })();
}

/** Readers with an export running, for each app in this process (one each at a time). */
const running = new WeakMap<object, ReaderSlots>();

/**
 * The reader's export as a file streamed while it is read (spec exportUserData): only their own
 * rows, a page at a time. One export per reader at a time (429 otherwise).
 */
export function exportUserData(
  deps: ExportDeps,
  user: AuthUser,
  format: ExportFormat,
  now = new Date(),
): ExportFile {
  const slots = running.get(deps) ?? new ReaderSlots(1);
  running.set(deps, slots);
  const release = slots.claim(user.id);
  if (!release) {
    throw new AppError('RATE_LIMITED', EXPORT_RUNNING_MESSAGE, { retryAfter: 10 });
  }
  const body = pullStream(documentPieces(deps, user, format, now), (error) => {
    release();
    if (error) deps.logger.error({ err: error, userId: user.id, format }, 'export failed');
  });
  return { filename: exportFilename(format, now), contentType: CONTENT_TYPES[format], body };
}
