// Tells the web app that a reader's record changed (plan, status, name), so the plan badge and
// Settings follow without a reload (issue #14). One process: an in-memory fan-out.

export type UserChanges = {
  /** Announces that `userId`'s record changed; every process's subscribers hear it. */
  publish(userId: string): Promise<void>;
  /** Calls `listener` whenever `userId`'s record changes; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
};

export function inProcessUserChanges(): UserChanges {
  const listeners = new Map<string, Set<() => void>>();
  return {
    publish: (userId) => {
      for (const listener of listeners.get(userId) ?? []) listener();
      return Promise.resolve();
    },
    subscribe: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: () => Promise.resolve(),
  };
}
