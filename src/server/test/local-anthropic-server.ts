import {
  errorHeaders,
  piecesOf,
  roughTokens,
  sendJson,
  startLocalModelServer,
  wait,
  writeEvent,
  type LocalModelServer,
  type LocalModelServerOptions,
  type ModelDialect,
} from './local-openai-server';

export type { LocalModelServer, ModelReply, RecordedRequest } from './local-openai-server';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

let messageCount = 0;

/** Anthropic Messages: `POST /v1/messages`, plain JSON or server-sent events with `stream: true`. */
const anthropicDialect: ModelDialect = {
  path: '/v1/messages',
  async answer(request, reply, res) {
    if ('status' in reply) {
      const type = ERROR_TYPES[reply.status] ?? 'api_error';
      sendJson(
        res,
        reply.status,
        { type: 'error', error: { type, message: reply.message } },
        errorHeaders(reply),
      );
      return;
    }
    const body = (request.json ?? {}) as { model?: string; stream?: boolean };
    messageCount += 1;
    const id = `msg_local${messageCount}`;
    const model = body.model ?? 'local-model';
    const inputTokens = roughTokens(request.json);
    const outputTokens = roughTokens(reply.text);
    if (!body.stream) {
      if (reply.delayMs) await wait(reply.delayMs);
      sendJson(res, 200, {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text: reply.text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: outputTokens },
      });
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (event: string, data: object) =>
      writeEvent(res, JSON.stringify({ type: event, ...data }), event);
    send('message_start', {
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: 1 },
      },
    });
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    send('ping', {});
    for (const piece of piecesOf(reply.text, reply.chunkSize)) {
      if (reply.delayMs) await wait(reply.delayMs);
      if (!send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } }))
        return;
    }
    send('content_block_stop', { index: 0 });
    send('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: outputTokens },
    });
    send('message_stop', {});
    res.end();
  },
};

/** A stand-in Anthropic API on a loopback port. */
export function startLocalAnthropicServer(
  options: LocalModelServerOptions = {},
): Promise<LocalModelServer> {
  return startLocalModelServer(anthropicDialect, options);
}
