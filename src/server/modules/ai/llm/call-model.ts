import { APICallError, RetryError, generateText, streamText, type LanguageModel } from 'ai';
import type { Logger } from '@/server/logger';
import type { ModelPrompt } from './prompts';

/** One retry on transient failures (network, 408, 409, 429, 5xx), as the AI SDK judges them. */
const MAX_RETRIES = 1;

export class LanguageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelError';
  }
}

export type ModelContext = {
  model: LanguageModel;
  maxOutputTokens: number | undefined;
  /** `<kind>:<model>`, for the log. */
  id: string;
  timeoutMs: number;
  logger: Logger;
  /** Never written to the log, even where a provider's error message repeats it. */
  apiKey: string | undefined;
};

export type ModelCall = ModelPrompt & {
  /** What the call is for, in the log: `summary`, `answer`, `summary part 2 of 3`… */
  purpose: string;
  signal: AbortSignal;
  /** When given, the answer is streamed and each piece of text passed here in order. */
  onText?: (delta: string) => void;
};

/**
 * Sends one prompt and returns the model's whole text. The request ends when the reader's
 * signal aborts or after `timeoutMs` (retry included); any failure is logged and thrown as a
 * LanguageModelError, which the service turns into the spec's message.
 */
export async function callModel(context: ModelContext, call: ModelCall): Promise<string> {
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const signal = AbortSignal.any([call.signal, timeout]);
  const settings = {
    model: context.model,
    system: call.system,
    prompt: call.prompt,
    maxRetries: MAX_RETRIES,
    abortSignal: signal,
    ...(context.maxOutputTokens ? { maxOutputTokens: context.maxOutputTokens } : {}),
  };
  try {
    if (!call.onText) return (await generateText(settings)).text;
    // Errors arrive as parts of the stream; the default handler would print them.
    const result = streamText({ ...settings, onError: () => {} });
    let text = '';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        call.onText(part.text);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        break;
      }
    }
    signal.throwIfAborted();
    return text;
  } catch (error) {
    const reason = timeout.aborted
      ? `timed out after ${context.timeoutMs / 1000} s`
      : call.signal.aborted
        ? 'cancelled'
        : 'failed';
    const details = { provider: context.id, purpose: call.purpose, ...describe(error, context) };
    if (call.signal.aborted && !timeout.aborted) {
      context.logger.debug(details, 'language model call cancelled');
    } else {
      context.logger.warn(details, `language model call ${reason}`);
    }
    throw new LanguageModelError(`${context.id} ${call.purpose}: ${reason}`, { cause: error });
  }
}

/** What the log needs of a failure: never the request body (the article) or the key. */
function describe(error: unknown, context: ModelContext): Record<string, unknown> {
  const hide = (text: string) =>
    context.apiKey ? text.split(context.apiKey).join('(hidden)') : text;
  const attempts = RetryError.isInstance(error) ? error.errors.length : undefined;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    return {
      error: hide(last.message),
      status: last.statusCode,
      url: hide(withoutCredentials(last.url)),
      attempts,
    };
  }
  if (last instanceof Error) return { error: hide(`${last.name}: ${last.message}`), attempts };
  return { error: hide(String(last)), attempts };
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}
