// The AI endpoints with a language model behind them: Canyon configured by environment to use a
// local stand-in for an OpenAI-compatible server, end to end through the HTTP API.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { AI_MESSAGES, type SummaryResponse } from '@/shared/ai/ai-schemas';
import { signedInClient, type TestClient } from '@/server/test/auth-client';
import {
  DEFAULT_REPLY_TEXT,
  startLocalOpenAiServer,
  type LocalModelServer,
} from '@/server/test/local-openai-server';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { describeEachDialect } from '@/server/test/test-database';
import {
  capturedArticle,
  LIGHTHOUSE_PARAGRAPHS,
  parseEventStream,
  saveCapturedArticle,
} from '../testing/ai-articles';
import { createLanguageModelProvider } from './language-model-provider';

const STREAM = { accept: 'text/event-stream' };
const MODEL = 'stand-in-model';

function userMessageOf(server: LocalModelServer, index: number): string {
  const body = server.requests[index]?.json as { messages: { role: string; content: string }[] };
  return body.messages.find((message) => message.role === 'user')?.content ?? '';
}

describeEachDialect('AI endpoints on %s with a language model', (dialect) => {
  let server: LocalModelServer;
  let t: TestApp;
  let alice: TestClient;
  let articleId: string;

  beforeAll(async () => {
    server = await startLocalOpenAiServer();
    t = await createTestApp(dialect, {
      env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: MODEL, AI_BASE_URL: server.baseUrl },
    });
    alice = await signedInClient(t, 'alice@example.com');
    articleId = await saveCapturedArticle(
      alice,
      'lighthouse',
      capturedArticle('The lighthouse at Skerry Point', LIGHTHOUSE_PARAGRAPHS),
    );
  });
  afterAll(async () => {
    await t.db.drop();
    await server.close();
  });
  afterEach(() => {
    server.requests.length = 0;
    server.reply(() => ({ text: DEFAULT_REPLY_TEXT }));
  });

  it('streams the model’s summary as it comes and answers with its bullets and name', async () => {
    server.reply(() => ({ text: DEFAULT_REPLY_TEXT, chunkSize: 10 }));
    const response = await alice.post(
      `/api/articles/${articleId}/summary`,
      { regenerate: true },
      STREAM,
    );
    expect(response.status).toBe(200);
    const events = parseEventStream(await response.text());
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const deltas = events.slice(0, -1).map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(DEFAULT_REPLY_TEXT);
    expect(done?.data).toMatchObject({
      provider: `openai-compatible:${MODEL}`,
      summary: [
        'The article explains its main idea in plain words.',
        'It gives an example that shows the idea at work.',
        'It ends with what the reader can do next.',
      ],
    } satisfies Partial<SummaryResponse>);

    expect(server.requests).toHaveLength(1);
    const sent = userMessageOf(server, 0);
    expect(sent).toMatch(/^Summarise this article\.\n\n<article>\nTitle: The lighthouse/);
    expect(sent).toContain(LIGHTHOUSE_PARAGRAPHS[4]);
    expect(sent.endsWith('</article>')).toBe(true);
  });

  it('answers a question with the model’s words', async () => {
    server.reply(() => ({ text: 'In 1987.\n\n> Automation arrived in 1987' }));
    const response = await alice.post(`/api/articles/${articleId}/questions`, {
      question: 'When was the lighthouse automated?',
    });
    expect(await response.json()).toEqual({
      answer: 'In 1987.\n\n> Automation arrived in 1987',
      provider: `openai-compatible:${MODEL}`,
    });
    expect(userMessageOf(server, 0)).toContain(
      '<question>\nWhen was the lighthouse automated?\n</question>',
    );
  });

  it('says "Failed to generate summary" when the model fails twice', async () => {
    server.reply(() => ({ status: 502, message: 'Bad gateway', retryAfterMs: 0 }));
    const response = await alice.post(`/api/articles/${articleId}/summary`, { regenerate: true });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.json()).toMatchObject({
      error: { message: AI_MESSAGES.summaryFailed },
    });
    expect(server.requests).toHaveLength(2);

    const streamed = parseEventStream(
      await (
        await alice.post(`/api/articles/${articleId}/summary`, { regenerate: true }, STREAM)
      ).text(),
    );
    expect(streamed.at(-1)).toMatchObject({
      event: 'error',
      data: { error: { message: AI_MESSAGES.summaryFailed } },
    });
  });
});

describeEachDialect('AI endpoints on %s with a model that never answers', (dialect) => {
  let server: LocalModelServer;
  let t: TestApp;
  let alice: TestClient;

  beforeAll(async () => {
    server = await startLocalOpenAiServer({ reply: () => ({ hang: true }) });
    t = await createTestApp(dialect, {
      ai: createLanguageModelProvider(
        {
          provider: 'openai-compatible',
          model: MODEL,
          apiKey: undefined,
          baseUrl: server.baseUrl,
          timeoutMs: 300,
        },
        { logger: pino({ level: 'silent' }) },
      ),
    });
    alice = await signedInClient(t, 'alice@example.com');
  });
  afterAll(async () => {
    await t.db.drop();
    await server.close();
  });

  it('says "Failed to get answer" once the timeout passes', async () => {
    const articleId = await saveCapturedArticle(
      alice,
      'lighthouse',
      capturedArticle('The lighthouse at Skerry Point', LIGHTHOUSE_PARAGRAPHS),
    );
    const response = await alice.post(`/api/articles/${articleId}/questions`, {
      question: 'When was the lighthouse automated?',
    });
    expect(await response.json()).toMatchObject({ error: { message: AI_MESSAGES.answerFailed } });
    expect(server.requests).toHaveLength(1);
  });
});
