// Tells the web app that a reader's record changed (plan, status, name), so the plan badge and
// Settings follow without a reload (issue #14). One process: an in-memory fan-out. Several
// processes on one PostgreSQL: LISTEN/NOTIFY on one channel (decision 016).

import pg from 'pg';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { notifyChannel } from './user-changes.repo';

export type UserChanges = {
  /** Announces that `userId`'s record changed; every process's subscribers hear it. */
  publish(userId: string): Promise<void>;
  /** Calls `listener` whenever `userId`'s record changes; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
};

/** The channel every process listens on; the payload is the user id. */
export const USER_CHANGED_CHANNEL = 'canyon_user_changed';
/** The listening connection's application_name, so operators can tell it apart in pg_stat_activity. */
export const LISTENER_NAME = 'canyon-user-changes';

// What to run when a UserChanges closes (open event streams end then, so the server can stop).
const closeHooks = new WeakMap<UserChanges, Set<() => void>>();

/** Runs `hook` once when `changes` closes; returns the unregister. */
export function onUserChangesClose(changes: UserChanges, hook: () => void): () => void {
  const hooks = closeHooks.get(changes) ?? new Set();
  hooks.add(hook);
  closeHooks.set(changes, hooks);
  return () => hooks.delete(hook);
}

function runCloseHooks(changes: UserChanges): void {
  const hooks = closeHooks.get(changes);
  closeHooks.delete(changes);
  for (const hook of hooks ?? []) hook();
}

/** This process's listeners by user id. */
function listenerRegistry(logger?: Logger) {
  const listeners = new Map<string, Set<() => void>>();
  const call = (listener: () => void) => {
    try {
      listener();
    } catch (err) {
      logger?.error({ err }, 'a user-change listener failed');
    }
  };
  return {
    notify(userId: string) {
      for (const listener of [...(listeners.get(userId) ?? [])]) call(listener);
    },
    notifyAll() {
      for (const set of [...listeners.values()]) for (const listener of [...set]) call(listener);
    },
    subscribe(userId: string, listener: () => void) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
  };
}

export function inProcessUserChanges(): UserChanges {
  const registry = listenerRegistry();
  const changes: UserChanges = {
    publish: (userId) => {
      registry.notify(userId);
      return Promise.resolve();
    },
    subscribe: (userId, listener) => registry.subscribe(userId, listener),
    close: () => {
      runCloseHooks(changes);
      return Promise.resolve();
    },
  };
  return changes;
}

export type PostgresUserChanges = UserChanges & {
  /** Resolves once this process is listening (tests wait for it before publishing). */
  listening(): Promise<void>;
};

export type ReconnectDelays = { firstMs: number; maxMs: number };
const DEFAULT_DELAYS: ReconnectDelays = { firstMs: 250, maxMs: 30_000 };

/**
 * LISTEN through one dedicated connection per process; `publish` is pg_notify through the pool,
 * so every process hears it, this one included. When the connection drops it is opened again
 * with a growing delay, and every listener here is called once it is back: a change announced
 * meanwhile was missed, and a listener only re-reads the record.
 */
export function postgresUserChanges(
  connectionString: string,
  db: Db,
  logger: Logger,
  delays: ReconnectDelays = DEFAULT_DELAYS,
): PostgresUserChanges {
  const registry = listenerRegistry(logger);
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = delays.firstMs;
  let waiting: Array<() => void> = [];
  let isListening = false;

  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    client = current;
    let dropped = false;
    const onDrop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      isListening = false;
      current.removeAllListeners('notification');
      current.end().catch(() => undefined);
      if (closed) return;
      logger.warn(
        { err, retryInMs: delay },
        'user-change listener lost its database connection; reconnecting',
      );
      retryTimer = setTimeout(() => void connect(), delay);
      retryTimer.unref();
      delay = Math.min(delay * 2, delays.maxMs);
    };
    current.on('error', onDrop);
    current.on('end', () => onDrop());
    current.on('notification', (message) => {
      if (message.channel === USER_CHANGED_CHANNEL && message.payload) {
        registry.notify(message.payload);
      }
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${USER_CHANGED_CHANNEL}`);
    } catch (err) {
      onDrop(err as Error);
      return;
    }
    if (closed) {
      await current.end().catch(() => undefined);
      return;
    }
    const wasRetrying = delay !== delays.firstMs;
    delay = delays.firstMs;
    isListening = true;
    if (wasRetrying) logger.info('user-change listener is listening again');
    for (const resolve of waiting) resolve();
    waiting = [];
    // Whatever was announced while nobody listened: every reader here reads their record again.
    registry.notifyAll();
  };
  void connect();

  const changes: PostgresUserChanges = {
    async publish(userId) {
      await notifyChannel(db, USER_CHANGED_CHANNEL, userId);
    },
    subscribe: (userId, listener) => registry.subscribe(userId, listener),
    listening: () =>
      isListening ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      runCloseHooks(changes);
      await client?.end().catch(() => undefined);
    },
  };
  return changes;
}

/** On PostgreSQL every process hears every change; on SQLite there is one process. */
export function createUserChanges(
  config: Pick<Config, 'databaseUrl'>,
  db: Db,
  logger: Logger,
): UserChanges {
  if (db.dialect !== 'postgres') return inProcessUserChanges();
  if (!config.databaseUrl) throw new Error('PostgreSQL user changes need DATABASE_URL');
  return postgresUserChanges(config.databaseUrl, db, logger);
}
