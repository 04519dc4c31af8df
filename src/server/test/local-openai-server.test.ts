import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REPLY_TEXT,
  startLocalOpenAiServer,
  type LocalModelServer,
} from './local-openai-server';

/** The `data:` payloads of a server-sent event stream. */
function dataLines(body: string): string[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
}

describe('startLocalOpenAiServer', () => {
  let server: LocalModelServer;
  const post = (body: unknown) =>
    fetch(`${server.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startLocalOpenAiServer();
  });
  afterAll(() => server.close());

  it('answers a chat completion with the default summary and records the request', async () => {
    const response = await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    const body = await response.json();
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'm',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: DEFAULT_REPLY_TEXT },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) },
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { authorization: 'Bearer k' },
      json: { model: 'm' },
    });
  });

  it('streams chunks, then the usage when asked, then [DONE]', async () => {
    server.reply(() => ({ text: 'abcdef', chunkSize: 4 }));
    const response = await post({
      model: 'm',
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const lines = dataLines(await response.text());
    expect(lines.at(-1)).toBe('[DONE]');
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line));
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? null)).toEqual([
      '',
      'abcd',
      'ef',
      null,
      null,
    ]);
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { total_tokens: expect.any(Number) },
    });
  });

  it('answers errors in the API’s shape, and 404 elsewhere', async () => {
    server.reply(() => ({ status: 429, message: 'Slow down', retryAfterMs: 5 }));
    const response = await post({ model: 'm' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after-ms')).toBe('5');
    expect(await response.json()).toMatchObject({ error: { message: 'Slow down' } });
    expect((await fetch(`${server.baseUrl}/models`)).status).toBe(404);
  });

  it('answers 500 when the test’s reply function throws', async () => {
    server.reply(() => {
      throw new Error('oops');
    });
    const response = await post({ model: 'm' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { message: 'Stand-in reply failed: Error: oops' },
    });
  });
});
