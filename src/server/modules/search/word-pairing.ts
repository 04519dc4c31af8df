import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { mergePendingWords } from './pending-words.repo';
import { PAIRING_BATCH, pairQueuedArticles } from './word-pairs.repo';

// The background side of PostgreSQL's search index: every process pairs queued articles' words
// in small batches (one process at a time, by an advisory lock; decision 025), and merges the
// words that saves left in the GIN indexes' pending lists (decision 027). No job is queued for
// either: the queue is the article_search_unpaired table and the pending lists are the indexes'
// own, so a restart loses nothing.

export type WordPairingOptions = {
  /** How long to wait before looking again when the queue was empty. */
  idleMs?: number;
  /** How long to wait after a failed pairing (the database away, say), so as not to flood the log. */
  retryMs?: number;
  /** How long merging rests after it failed (it needs the indexes' owner). */
  mergeRetryMs?: number;
  /** Articles per batch. */
  batch?: number;
};

export type WordPairing = {
  /** Stops after the round in progress, if any. */
  stop: () => Promise<void>;
};

// A look every second: an empty queue and empty pending lists cost two trivial statements,
// and a second's saves (tens at most) stay well under a pending list's 1 MB.
const DEFAULT_IDLE_MS = 1_000;
const DEFAULT_RETRY_MS = 10_000;
const DEFAULT_MERGE_RETRY_MS = 10 * 60_000;

/**
 * Starts the background rounds on PostgreSQL (nothing to do on SQLite). After a full batch the
 * next round waits as long as this one took, so pairing a large library (after an import, or
 * after the migration) takes at most half the database's time for one connection.
 */
export function startWordPairing(
  db: Db,
  logger: Pick<Logger, 'error'>,
  {
    idleMs = DEFAULT_IDLE_MS,
    retryMs = DEFAULT_RETRY_MS,
    mergeRetryMs = DEFAULT_MERGE_RETRY_MS,
    batch = PAIRING_BATCH,
  }: WordPairingOptions = {},
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
  let mergeAfter = 0;
  const round = async () => {
    const started = performance.now();
    let paired = 0;
    try {
      paired = await pairQueuedArticles(db, batch);
    } catch (err) {
      logger.error({ err }, 'pairing words for phrase search failed; trying again later');
      return schedule(retryMs);
    }
    if (Date.now() >= mergeAfter) {
      try {
        await mergePendingWords(db);
      } catch (err) {
        // Merging needs the indexes' owner (migrations run as another role, say). Until it
        // works, the save that fills a pending list merges it, as PostgreSQL does by itself.
        logger.error(
          { err },
          'merging saved words into the search index failed; trying again later',
        );
        mergeAfter = Date.now() + mergeRetryMs;
      }
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
