import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/web/features/offline/outbox';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('the offline outbox', () => {
  it('keeps saves in the order they were made, across openings', async () => {
    await outbox.add({ url: 'https://example.com/1', source: 'web' });
    await outbox.add({ url: 'https://example.com/2', tags: ['news'] });
    await outbox.add({ url: 'https://example.com/3' });
    const items = await outbox.list();
    expect(items.map((item) => item.request.url)).toEqual([
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
    ]);
    expect(items[1]?.request.tags).toEqual(['news']);
    expect(typeof items[0]?.queuedAt).toBe('number');
  });

  it('removes one save, or all of them', async () => {
    const first = await outbox.add({ url: 'https://example.com/1' });
    await outbox.add({ url: 'https://example.com/2' });
    await outbox.remove(first.id);
    expect((await outbox.list()).map((item) => item.request.url)).toEqual([
      'https://example.com/2',
    ]);
    await outbox.clear();
    expect(await outbox.list()).toEqual([]);
  });
});
