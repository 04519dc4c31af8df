import type { SaveResponse } from '@/shared/articles/save-request';
import { outbox, type QueuedSave } from '@/web/features/offline/outbox';
import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

/** What became of one queued save. */
export type OutboxOutcome =
  | { kind: 'saved'; item: QueuedSave; response: SaveResponse }
  | { kind: 'refused'; item: QueuedSave; error: ApiError };

type SendOptions = {
  send: (item: QueuedSave) => Promise<SaveResponse>;
  onOutcome: (outcome: OutboxOutcome) => void;
};

/** The network failed, or the server could not take it now: try again later. */
export function isTemporaryFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.code === NETWORK_ERROR_CODE ||
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 429
  );
}

let running: Promise<void> | null = null;

/**
 * Sends the queued saves, oldest first, each once: an item leaves the outbox when the server
 * saved it or refused it (4xx), and stays, with everything after it, when the network or the
 * server fails. One run at a time in this tab, and one across tabs where the browser can lock.
 */
export function sendOutbox(options: SendOptions): Promise<void> {
  running ??= withLock(() => sendAll(options)).finally(() => (running = null));
  return running;
}

async function sendAll({ send, onOutcome }: SendOptions): Promise<void> {
  for (const item of await outbox.list()) {
    try {
      const response = await send(item);
      await outbox.remove(item.id);
      onOutcome({ kind: 'saved', item, response });
    } catch (error) {
      if (isTemporaryFailure(error)) return;
      await outbox.remove(item.id);
      onOutcome({ kind: 'refused', item, error: error as ApiError });
    }
  }
}

async function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  await locks.request('canyon-outbox', run);
}
