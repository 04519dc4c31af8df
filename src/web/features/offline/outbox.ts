import type { SaveRequest } from '@/shared/articles/save-request';

/** A save made while offline, waiting in IndexedDB until the connection is back. */
export type QueuedSave = {
  /** Given by the store, in the order saves were made. */
  id: number;
  request: SaveRequest;
  /** Milliseconds since the epoch. */
  queuedAt: number;
};

const DB_NAME = 'canyon-offline';
const STORE = 'outbox';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the outbox'));
  });
}

/** Runs one request in its own transaction and resolves once the transaction has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('Outbox write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('Outbox write aborted'));
    });
  } finally {
    db.close();
  }
}

/** The outbox of saves made offline, kept in this browser only. */
export const outbox = {
  async add(request: SaveRequest): Promise<QueuedSave> {
    const entry = { request, queuedAt: Date.now() };
    const id = await inStore('readwrite', (store) => store.add(entry));
    return { ...entry, id: Number(id) };
  },
  /** Oldest first, so saves arrive in the order they were made. */
  list(): Promise<QueuedSave[]> {
    return inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedSave[]>);
  },
  async remove(id: number): Promise<void> {
    await inStore('readwrite', (store) => store.delete(id));
  },
  async clear(): Promise<void> {
    await inStore('readwrite', (store) => store.clear());
  },
};
