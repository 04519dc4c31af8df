import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAnthropicServer } from './local-anthropic-server';
import type { LocalModelServer } from './local-openai-server';

describe('startLocalAnthropicServer', () => {
  let server: LocalModelServer;
  const post = (body: unknown) =>
    fetch(`${server.baseUrl}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startLocalAnthropicServer();
  });
  afterAll(() => server.close());

  it('answers a message', async () => {
    server.reply(() => ({ text: 'Hello.' }));
    const body = await (await post({ model: 'claude', max_tokens: 10, messages: [] })).json();
    expect(body).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude',
      content: [{ type: 'text', text: 'Hello.' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: expect.any(Number), output_tokens: expect.any(Number) },
    });
    expect(server.requests.at(-1)?.headers['x-api-key']).toBe('k');
  });

  it('streams the Messages API events in order', async () => {
    server.reply(() => ({ text: 'abcdef', chunkSize: 3 }));
    const text = await (await post({ model: 'claude', stream: true })).text();
    const events = [...text.matchAll(/^event: (\S+)\ndata: (.*)$/gm)].map(([, event, data]) => {
      const parsed = JSON.parse(data ?? '{}');
      expect(parsed.type).toBe(event);
      return parsed;
    });
    expect(events.map((event) => event.type)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events.filter((e) => e.type === 'content_block_delta').map((e) => e.delta)).toEqual([
      { type: 'text_delta', text: 'abc' },
      { type: 'text_delta', text: 'def' },
    ]);
  });

  it('answers errors in the API’s shape', async () => {
    server.reply(() => ({ status: 529, message: 'Overloaded' }));
    const response = await post({ model: 'claude' });
    expect(response.status).toBe(529);
    expect(await response.json()).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
  });

  it('closes while a request hangs', async () => {
    const hanging = await startLocalAnthropicServer({ reply: () => ({ hang: true }) });
    const request = fetch(`${hanging.baseUrl}/messages`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'closed',
    );
    while (hanging.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await hanging.close();
    expect(await request).toBe('closed');
  });
});
