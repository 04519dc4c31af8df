import type { z } from 'zod';
import { AI_STREAM_EVENTS } from '@/shared/ai/ai-schemas';
import { readEventStream } from '@/web/features/ai/lib/read-event-stream';
import { ApiError, networkFailure, toApiError } from '@/web/lib/api-client';

export type StreamOptions = {
  /** Called with each piece of text as the server sends it. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
};

const STREAM_BROKEN = 'STREAM_BROKEN';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function streamError(data: string, fallback: string): ApiError {
  const body = parseJson(data) as { error?: { message?: unknown; code?: unknown } } | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : fallback;
  const code = typeof body?.error?.code === 'string' ? body.error.code : STREAM_BROKEN;
  return new ApiError(200, code, message);
}

/**
 * POSTs to an AI endpoint asking for server-sent events, hands each `delta` text to `onDelta`
 * and resolves with the `done` answer. Refusals before streaming come back as JSON errors and
 * become ApiError the way the api client makes them; an `error` event does too (status 200).
 */
export async function streamAiRequest<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  { onDelta, signal }: StreamOptions,
  failureMessage: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (!response.ok) throw await toApiError(response);

  // A server that answers in one piece (no stream) is understood too.
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    const answer = schema.safeParse(parseJson(await response.text()));
    if (!answer.success) throw new ApiError(response.status, STREAM_BROKEN, failureMessage);
    return answer.data;
  }

  try {
    for await (const { event, data } of readEventStream(response.body)) {
      if (event === AI_STREAM_EVENTS.delta) {
        const delta = parseJson(data) as { text?: unknown } | undefined;
        if (typeof delta?.text === 'string' && delta.text) onDelta(delta.text);
      } else if (event === AI_STREAM_EVENTS.done) {
        const answer = schema.safeParse(parseJson(data));
        if (!answer.success) throw new ApiError(200, STREAM_BROKEN, failureMessage);
        return answer.data;
      } else if (event === AI_STREAM_EVENTS.error) {
        throw streamError(data, failureMessage);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new DOMException('The request was cancelled.', 'AbortError');
    // The connection dropped in the middle of the stream.
    throw networkFailure();
  }
  throw new ApiError(200, STREAM_BROKEN, failureMessage);
}
