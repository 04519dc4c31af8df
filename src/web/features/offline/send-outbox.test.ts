import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveResponse } from '@/shared/articles/save-request';
import { outbox, type QueuedSave } from '@/web/features/offline/outbox';
import { sendOutbox, type OutboxOutcome } from '@/web/features/offline/send-outbox';
import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

const saved = (url: string): SaveResponse => ({
  id: url,
  title: `Title of ${url}`,
  canonical_url: url,
  excerpt: '',
  created: true,
});
const networkError = () => new ApiError(0, NETWORK_ERROR_CODE, 'Network error');

let outcomes: OutboxOutcome[];
const onOutcome = (outcome: OutboxOutcome) => outcomes.push(outcome);
const queuedUrls = async () => (await outbox.list()).map((item) => item.request.url);

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  outcomes = [];
  for (const n of [1, 2, 3]) await outbox.add({ url: `https://example.com/${n}` });
});

describe('sending the outbox', () => {
  it('sends each save once, oldest first, and empties the outbox', async () => {
    const send = vi.fn((item: QueuedSave) => Promise.resolve(saved(item.request.url)));
    await sendOutbox({ send, onOutcome });
    await sendOutbox({ send, onOutcome });
    expect(send.mock.calls.map(([item]) => item.request.url)).toEqual([
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['saved', 'saved', 'saved']);
    expect(await queuedUrls()).toEqual([]);
  });

  it('drops a save the server refuses (4xx) and carries on with the rest', async () => {
    const send = vi.fn((item: QueuedSave) =>
      item.request.url.endsWith('/2')
        ? Promise.reject(new ApiError(422, 'PARSE_ERROR', 'Could not extract'))
        : Promise.resolve(saved(item.request.url)),
    );
    await sendOutbox({ send, onOutcome });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['saved', 'refused', 'saved']);
    const refused = outcomes[1];
    expect(refused?.kind === 'refused' && refused.error.code).toBe('PARSE_ERROR');
    expect(await queuedUrls()).toEqual([]);
  });

  it.each([
    ['no answer at all', networkError()],
    ['a server error', new ApiError(503, 'HTTP_503', 'Unavailable')],
    ['the save limit', new ApiError(429, 'RATE_LIMITED', 'Too many saves')],
  ])('keeps the save and everything after it on %s, to try again later', async (_, failure) => {
    const send = vi.fn((item: QueuedSave) =>
      item.request.url.endsWith('/2')
        ? Promise.reject(failure)
        : Promise.resolve(saved(item.request.url)),
    );
    await sendOutbox({ send, onOutcome });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['saved']);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await queuedUrls()).toEqual(['https://example.com/2', 'https://example.com/3']);
  });

  it('runs once at a time: a second call while sending sends nothing twice', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (item: QueuedSave) => {
      await gate;
      return saved(item.request.url);
    });
    const first = sendOutbox({ send, onOutcome });
    const second = sendOutbox({ send, onOutcome });
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(outcomes).toHaveLength(3);
  });
});
