import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { PAIRING_BATCH, pairQueuedArticles } from './word-pairs.repo';

// The background side of PostgreSQL's word pairs (decision 025): every process pairs queued
// articles in small batches (one process at a time, by an advisory lock). No job is queued for
// it: the queue is the article_search_unpaired table, so a restart loses nothing.

export type WordPairingOptions = {
  /** How long to wait before looking again when the queue was empty. */
  idleMs?: number;
  /** Articles per batch. */
  batch?: number;
};

export type WordPairing = {
  /** Stops after the batch in progress, if any. */
  stop: () => Promise<void>;
};

const DEFAULT_IDLE_MS = 5_000;

/**
 * Starts pairing on PostgreSQL (nothing to do on SQLite). After a full batch the next one
 * waits as long as this one took, so pairing a large library (after an import, or after the
 * migration) takes at most half the database's time for one connection.
 */
export function startWordPairing(
  db: Db,
  logger: Pick<Logger, 'error'>,
  { idleMs = DEFAULT_IDLE_MS, batch = PAIRING_BATCH }: WordPairingOptions = {},
): WordPairing {
  if (db.dialect !== 'postgres') return { stop: () => Promise.resolve() };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round();
    }, ms);
    timer.unref();
  };
  const round = async () => {
    const started = performance.now();
    let paired = 0;
    try {
      paired = await pairQueuedArticles(db, batch);
    } catch (err) {
      logger.error({ err }, 'pairing words for phrase search failed; trying again later');
    }
    schedule(paired >= batch ? performance.now() - started : idleMs);
  };
  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
