// GET /api/me/events: the reader's record as server-sent events (decision 016). One `user`
// event at once, another after each change (changes within 100 ms make one event), and a
// comment every 25 s so proxies and the browser keep the connection open.

import type { Context } from 'hono';
import type { UserRecord } from '@/shared/auth/user-record';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../errors';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ReaderSlots } from '../../http/reader-slots';
import { readUserRow } from './account.repo';
import { userRecordFromRow } from './account.service';
import { onUserChangesClose } from './user-changes';

export const USER_EVENT = 'user';
export const MAX_STREAMS_PER_READER = 5;
export const HEARTBEAT_MS = 25_000;
export const CHANGE_DEBOUNCE_MS = 100;
/** A client that lets this much pile up unread is dropped; EventSource reconnects by itself. */
const MAX_UNREAD_BYTES = 64 * 1024;

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many open Canyon pages are following this account. Close one and reload.';

// Open streams by reader, for each app (its deps object) in this process.
const openStreams = new WeakMap<AppDeps, ReaderSlots>();

function claimStream(deps: AppDeps, userId: string): () => void {
  const slots = openStreams.get(deps) ?? new ReaderSlots(MAX_STREAMS_PER_READER);
  openStreams.set(deps, slots);
  const release = slots.claim(userId);
  if (!release) {
    throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS_MESSAGE, { retryAfter: 30 });
  }
  return release;
}

function userEvent(record: UserRecord): string {
  // JSON.stringify never emits a raw newline, so the record is one `data:` line.
  return `event: ${USER_EVENT}\ndata: ${JSON.stringify(record)}\n\n`;
}

/** The event stream for the signed-in reader; 429 when they already have five open here. */
export function userEventStream(c: Context<AppEnv>, user: AuthUser): Response {
  const deps = c.get('deps');
  const release = claimStream(deps, user.id);
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  let debounce: NodeJS.Timeout | undefined;
  let reading = false;
  let readAgain = false;
  const cleanups: Array<() => void> = [release];

  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(debounce);
    for (const cleanup of cleanups) cleanup();
    try {
      controller?.close();
    } catch {
      // Already closed or cancelled by the client.
    }
  };

  const send = (text: string) => {
    if (ended || !controller) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < 0) end();
  };

  // Reads the record and sends it; a change that arrives meanwhile reads it once more after.
  const sendRecord = async () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        const row = await readUserRow(deps.db, user.id);
        // The account is gone (deleted): nothing more to follow.
        if (!row) return end();
        send(userEvent(userRecordFromRow(row)));
      } while (readAgain && !ended);
    } catch (err) {
      deps.logger.error({ err, userId: user.id }, 'user event stream could not read the record');
    } finally {
      reading = false;
    }
  };

  const changed = () => {
    if (ended || debounce) return;
    debounce = setTimeout(() => {
      debounce = undefined;
      void sendRecord();
    }, CHANGE_DEBOUNCE_MS);
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        cleanups.push(deps.userChanges.subscribe(user.id, changed));
        cleanups.push(onUserChangesClose(deps.userChanges, end));
        const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        cleanups.push(() => clearInterval(heartbeat));
        const signal = c.req.raw.signal;
        signal.addEventListener('abort', end, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', end));
        void sendRecord();
      },
      cancel: end,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: MAX_UNREAD_BYTES }),
  );

  // compress() leaves text/event-stream alone, so each event leaves as soon as it is written.
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // Proxies that buffer would hold events back (nginx honours this header).
    'X-Accel-Buffering': 'no',
  });
}
