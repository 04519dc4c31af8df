// Reads a `text/event-stream` response one event at a time, as a browser's EventSource would.

export type StreamEvent = { event: string; data: string; comment: boolean };

export class EventReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';

  constructor(response: Response) {
    if (!response.body) throw new Error('the response has no body');
    this.reader = response.body.getReader();
  }

  /** The next block (an event or a comment); undefined when the stream ends. */
  async nextBlock(): Promise<StreamEvent | undefined> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const lines = block.split('\n');
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
        return {
          event: field('event')[0] ?? 'message',
          data: field('data').join('\n'),
          comment: lines.every((line) => line.startsWith(':')),
        };
      }
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** The next event's data as JSON, skipping comments; fails when the stream ends first. */
  async next<T>(event: string): Promise<T> {
    for (;;) {
      const block = await this.nextBlock();
      if (!block) throw new Error(`the stream ended before an "${event}" event`);
      if (block.comment) continue;
      if (block.event !== event) throw new Error(`expected "${event}", got "${block.event}"`);
      return JSON.parse(block.data) as T;
    }
  }

  /** True when the stream has ended (after any events still buffered). */
  async ended(): Promise<boolean> {
    for (;;) {
      const block = await this.nextBlock();
      if (!block) return true;
      if (!block.comment) return false;
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
