import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerResponseSchema } from '@/shared/ai/ai-schemas';
import { streamAiRequest } from '@/web/features/ai/api/stream-ai-request';
import { ApiError, NETWORK_FAILURE_EVENT } from '@/web/lib/api-client';

const FAILED = 'Failed to get answer';
let reply: () => Response;
const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(reply()));

function ask(onDelta = vi.fn()) {
  return streamAiRequest(
    '/api/articles/a1/questions',
    { question: 'Why?' },
    answerResponseSchema,
    { onDelta },
    FAILED,
  );
}

const events = (text: string) =>
  new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

describe('streamAiRequest', () => {
  it('hands over deltas and resolves with the done answer', async () => {
    reply = () =>
      events(
        'event: delta\ndata: {"text":"Lin"}\n\nevent: delta\ndata: {"text":"en."}\n\nevent: done\ndata: {"answer":"Linen.","provider":"extractive"}\n\n',
      );
    const onDelta = vi.fn();
    await expect(ask(onDelta)).resolves.toEqual({ answer: 'Linen.', provider: 'extractive' });
    expect(onDelta.mock.calls).toEqual([['Lin'], ['en.']]);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/articles/a1/questions');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"question":"Why?"}',
    });
  });

  it('turns a refusal before streaming into the server’s ApiError', async () => {
    reply = () =>
      new Response(
        JSON.stringify({
          error: { message: 'Question contains invalid content', code: 'VALIDATION_FAILED' },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    const error = await failure(ask());
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Question contains invalid content',
    ]);
  });

  it('turns an error event, or a stream that ends without an answer, into a failure', async () => {
    reply = () =>
      events(
        'event: error\ndata: {"error":{"message":"Failed to get answer","code":"AI_FAILED"}}\n\n',
      );
    expect((await failure(ask())).code).toBe('AI_FAILED');
    reply = () => events('event: delta\ndata: {"text":"Half"}\n\n');
    expect((await failure(ask())).message).toBe(FAILED);
  });

  it('understands an answer sent in one piece', async () => {
    reply = () =>
      new Response(JSON.stringify({ answer: 'Whole.', provider: 'extractive' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    await expect(ask()).resolves.toEqual({ answer: 'Whole.', provider: 'extractive' });
  });

  it('reports a network failure the way the api client does', async () => {
    const heard = vi.fn();
    window.addEventListener(NETWORK_FAILURE_EVENT, heard);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(ask());
    window.removeEventListener(NETWORK_FAILURE_EVENT, heard);
    expect(error.status).toBe(0);
    expect(heard).toHaveBeenCalledOnce();
  });
});
