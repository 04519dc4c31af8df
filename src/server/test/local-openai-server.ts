import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for a language-model API, so tests (unit and browser) run Canyon against
// a model without a network or a key. This file holds the shared machinery and the OpenAI
// Chat Completions dialect (which OpenAI-compatible servers speak too); the Anthropic Messages
// dialect is in local-anthropic-server.ts.

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it is not JSON). */
  json: unknown;
};

/**
 * How the stand-in answers one request:
 * - `text`: a completion with this text; streamed in pieces of `chunkSize` characters with
 *   `delayMs` between them when the request asks to stream, else one JSON answer after `delayMs`;
 * - `status`: an API error with the provider's error body (`retryAfterMs` adds the header the
 *   SDK honours, so retry tests need not wait its default two seconds);
 * - `hang`: never answers (until `close()`).
 */
export type ModelReply =
  | { text: string; chunkSize?: number; delayMs?: number }
  | { status: number; message: string; retryAfterMs?: number }
  | { hang: true };

export type ReplyFunction = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export type LocalModelServer = {
  /** The API root to give the SDK (ends with /v1). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Sets how the following requests are answered. */
  reply: (fn: ReplyFunction) => void;
  close: () => Promise<void>;
};

export type LocalModelServerOptions = {
  /** A fixed port (browser tests start Canyon with it in AI_BASE_URL); default: any free one. */
  port?: number;
  reply?: ReplyFunction;
};

export const DEFAULT_REPLY_TEXT = [
  '- The article explains its main idea in plain words.',
  '- It gives an example that shows the idea at work.',
  '- It ends with what the reader can do next.',
].join('\n');

/** One API dialect: the endpoint it serves, and how it writes a chosen reply. */
export type ModelDialect = {
  path: string;
  answer: (
    request: RecordedRequest,
    reply: Exclude<ModelReply, { hang: true }>,
    response: ServerResponse,
  ) => Promise<void>;
};

export async function startLocalModelServer(
  dialect: ModelDialect,
  options: LocalModelServerOptions = {},
): Promise<LocalModelServer> {
  const requests: RecordedRequest[] = [];
  let replyFn: ReplyFunction = options.reply ?? (() => ({ text: DEFAULT_REPLY_TEXT }));

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = raw ? JSON.parse(raw) : undefined;
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        headers: req.headers,
        json,
      };
      requests.push(request);
      if (request.method !== 'POST' || request.path !== dialect.path) {
        sendJson(res, 404, {
          error: { message: `No route for ${request.method} ${request.path}` },
        });
        return;
      }
      void Promise.resolve()
        .then(() => replyFn(request))
        .then(async (reply) => {
          if ('hang' in reply) return;
          await dialect.answer(request, reply, res);
        })
        .catch((error: unknown) => {
          // A broken reply function shows in the test that set it, not as a crash.
          if (res.headersSent) res.destroy();
          else
            sendJson(res, 500, { error: { message: `Stand-in reply failed: ${String(error)}` } });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (fn) => {
      replyFn = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function errorHeaders(reply: { retryAfterMs?: number }): Record<string, string> {
  return reply.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(reply.retryAfterMs) };
}

export function piecesOf(text: string, size = 16): string[] {
  const pieces: string[] = [];
  const characters = Array.from(text);
  for (let i = 0; i < characters.length; i += Math.max(1, size)) {
    pieces.push(characters.slice(i, i + size).join(''));
  }
  return pieces;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A rough token count for the usage fields (about four characters a token). */
export function roughTokens(value: unknown): number {
  return Math.ceil(JSON.stringify(value ?? '').length / 4);
}

/** Writes one server-sent event; resolves false when the client has gone. */
export function writeEvent(res: ServerResponse, data: string, event?: string): boolean {
  if (res.destroyed) return false;
  res.write(`${event ? `event: ${event}\n` : ''}data: ${data}\n\n`);
  return true;
}

type ChatBody = { model?: string; stream?: boolean; stream_options?: { include_usage?: boolean } };

let completionCount = 0;

/** OpenAI Chat Completions: `POST /v1/chat/completions`, plain JSON or `stream: true`. */
const openAiDialect: ModelDialect = {
  path: '/v1/chat/completions',
  async answer(request, reply, res) {
    if ('status' in reply) {
      const type = reply.status === 429 ? 'rate_limit_error' : 'server_error';
      sendJson(
        res,
        reply.status,
        { error: { message: reply.message, type, param: null, code: null } },
        errorHeaders(reply),
      );
      return;
    }
    const body = (request.json ?? {}) as ChatBody;
    completionCount += 1;
    const id = `chatcmpl-local${completionCount}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'local-model';
    const promptTokens = roughTokens(request.json);
    const completionTokens = roughTokens(reply.text);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    if (!body.stream) {
      if (reply.delayMs) await wait(reply.delayMs);
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      });
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: object, finishReason: string | null) =>
      JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      });
    writeEvent(res, chunk({ role: 'assistant', content: '' }, null));
    for (const piece of piecesOf(reply.text, reply.chunkSize)) {
      if (reply.delayMs) await wait(reply.delayMs);
      if (!writeEvent(res, chunk({ content: piece }, null))) return;
    }
    writeEvent(res, chunk({}, 'stop'));
    if (body.stream_options?.include_usage) {
      writeEvent(
        res,
        JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage }),
      );
    }
    writeEvent(res, '[DONE]');
    res.end();
  },
};

/** A stand-in OpenAI (or OpenAI-compatible) server on a loopback port. */
export function startLocalOpenAiServer(
  options: LocalModelServerOptions = {},
): Promise<LocalModelServer> {
  return startLocalModelServer(openAiDialect, options);
}
