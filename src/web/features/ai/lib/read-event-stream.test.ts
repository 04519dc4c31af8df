import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from '@/web/features/ai/lib/read-event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(chunks: string[]): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads named events with their data', async () => {
    expect(
      await read(['event: delta\ndata: {"text":"- a"}\n\nevent: done\ndata: {"answer":"x"}\n\n']),
    ).toEqual([
      { event: 'delta', data: '{"text":"- a"}' },
      { event: 'done', data: '{"answer":"x"}' },
    ]);
  });

  it('puts together events split across chunks, even inside a character', async () => {
    const bytes = new TextEncoder().encode('event: delta\r\ndata: {"text":"café"}\r\n\r\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    for await (const event of readEventStream(stream)) events.push(event);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"café"}' }]);
  });

  it('skips comments, joins data lines and keeps a last event without its blank line', async () => {
    expect(
      await read([': keep-alive\n\n', 'data: one\ndata: two\n\n', 'event: error\ndata: {}']),
    ).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'error', data: '{}' },
    ]);
  });
});
