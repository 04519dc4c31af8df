import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOutbox, clearReaderData } from '@/web/features/offline/clear-reader-data';
import { outbox } from '@/web/features/offline/outbox';

/** A Cache Storage that only knows names. */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    keys: () => Promise.resolve([...kept]),
    delete: (name: string) => Promise.resolve(kept.delete(name)),
    names: () => [...kept].sort(),
  };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('reader data on a shared device', () => {
  it('on sign-out, removes the opened articles, lists and images and the waiting saves', async () => {
    const storage = fakeCaches([
      'canyon-shell-abc',
      'canyon-api-articles',
      'canyon-api-library',
      'canyon-api-images',
    ]);
    vi.stubGlobal('caches', storage);
    await outbox.add({ url: 'https://example.com/a' });
    await clearReaderData();
    expect(storage.names()).toEqual(['canyon-shell-abc']);
    expect(await outbox.list()).toEqual([]);
  });

  it('drops saves queued by someone else before sending a new reader’s', async () => {
    await claimOutbox('reader-a');
    await outbox.add({ url: 'https://example.com/a' });
    await claimOutbox('reader-a');
    expect(await outbox.list()).toHaveLength(1);
    await claimOutbox('reader-b');
    expect(await outbox.list()).toEqual([]);
  });
});
