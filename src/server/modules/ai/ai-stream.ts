// The two ways an AI answer leaves Canyon: one JSON body, or server-sent events when the request
// accepts `text/event-stream` (DESIGN.md §4 "AI"): `delta` events as the text arrives, then one
// `done` with the JSON answer or one `error` in the API's error shape.

import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AI_STREAM_EVENTS } from '@/shared/ai/ai-schemas';
import { AppError, errorBody } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import type { AiRun } from './ai.service';

export function wantsEventStream(c: Context<AppEnv>): boolean {
  return /\btext\/event-stream\b/i.test(c.req.header('accept') ?? '');
}

function failureBody(error: unknown, fallback: string) {
  if (error instanceof AppError) return errorBody(error.code, error.message);
  return errorBody('AI_FAILED', fallback);
}

/** Sends what `run` produces as JSON or as an event stream, as the request asks. */
export async function respondWithAi<T>(
  c: Context<AppEnv>,
  run: AiRun<T>,
  failure: string,
): Promise<Response> {
  if (!wantsEventStream(c)) return c.json(await run(() => undefined, c.req.raw.signal), 200);

  c.header('Cache-Control', 'no-store');
  // Proxies that buffer would hold the whole answer back (nginx honours this header).
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const stop = new AbortController();
    stream.onAbort(() => stop.abort());
    // Deltas are written in order, each after the one before.
    let written = Promise.resolve();
    const onText = (text: string) => {
      if (!text) return;
      written = written.then(() =>
        stream.writeSSE({ event: AI_STREAM_EVENTS.delta, data: JSON.stringify({ text }) }),
      );
    };
    try {
      const result = await run(onText, stop.signal);
      await written;
      await stream.writeSSE({ event: AI_STREAM_EVENTS.done, data: JSON.stringify(result) });
    } catch (error) {
      if (stop.signal.aborted) return;
      await written.catch(() => undefined);
      await stream.writeSSE({
        event: AI_STREAM_EVENTS.error,
        data: JSON.stringify(failureBody(error, failure)),
      });
    }
  });
}
