import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, type SummaryResponse } from '@/shared/ai/ai-schemas';
import { signedInClient, type TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, describeEachDialect } from '../../test/test-database';
import { listEvents } from '../events/events.repo';
import { createAiLimiter, TOO_MANY_AI_PER_MINUTE_MESSAGE } from './ai-limiter';
import {
  capturedArticle,
  LIGHTHOUSE_PARAGRAPHS,
  parseEventStream,
  saveCapturedArticle,
} from './testing/ai-articles';

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/me')).json()) as { id: string }).id;
}

async function setPlan(t: TestApp, userId: string, plan: string, status: string | null) {
  await t.db.kysely
    .updateTable('user')
    .set({ plan, subscriptionStatus: status })
    .where('id', '=', userId)
    .execute();
}

const STREAM = { accept: 'text/event-stream' };

describeEachDialect('AI endpoints on %s (extractive provider)', (dialect) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let aliceId: string;
  let bobId: string;
  let articleId: string;
  const articleText = LIGHTHOUSE_PARAGRAPHS.join(' ');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await signedInClient(t, 'alice@example.com');
    bob = await signedInClient(t, 'bob@example.com');
    [aliceId, bobId] = [await userIdOf(alice), await userIdOf(bob)];
    articleId = await saveCapturedArticle(
      alice,
      'lighthouse',
      capturedArticle('The lighthouse at Skerry Point', LIGHTHOUSE_PARAGRAPHS),
    );
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('summarises in 3 to 5 of the article’s own sentences, stores it and reuses it', async () => {
    const first = await alice.post(`/api/articles/${articleId}/summary`, {});
    expect(first.status).toBe(200);
    const summary = (await first.json()) as SummaryResponse;
    expect(summary.provider).toBe('extractive');
    expect(summary.summary.length).toBeGreaterThanOrEqual(3);
    expect(summary.summary.length).toBeLessThanOrEqual(5);
    for (const point of summary.summary) expect(articleText).toContain(point);

    const detail = (await (await alice.get(`/api/articles/${articleId}`)).json()) as {
      summary: string[];
      summaryProvider: string;
      summaryGeneratedAt: string;
    };
    expect(detail).toMatchObject({
      summary: summary.summary,
      summaryProvider: 'extractive',
      summaryGeneratedAt: summary.generatedAt,
    });

    // Without a body, and without regenerate: the stored one.
    const again = await alice.request(`/api/articles/${articleId}/summary`, { method: 'POST' });
    expect(await again.json()).toEqual(summary);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = (await (
      await alice.post(`/api/articles/${articleId}/summary`, { regenerate: true })
    ).json()) as SummaryResponse;
    expect(fresh.summary).toEqual(summary.summary);
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThan(Date.parse(summary.generatedAt));
  });

  it('streams a new summary as deltas, then the answer', async () => {
    const response = await alice.post(
      `/api/articles/${articleId}/summary`,
      { regenerate: true },
      STREAM,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEventStream(await response.text());
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const result = done?.data as SummaryResponse;
    const deltas = events.slice(0, -1);
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.every((e) => e.event === 'delta')).toBe(true);
    const streamed = deltas.map((e) => (e.data as { text: string }).text).join('');
    expect(streamed).toBe(result.summary.map((point) => `- ${point}\n`).join(''));
  });

  it('answers with the passage that says so, quoted, and says when nothing does', async () => {
    const response = await alice.post(`/api/articles/${articleId}/questions`, {
      question: 'When was the lighthouse automated?',
    });
    expect(response.status).toBe(200);
    const { answer, provider } = (await response.json()) as { answer: string; provider: string };
    expect(provider).toBe('extractive');
    expect(answer).toMatch(/^> /);
    expect(answer).toContain('Automation arrived in 1987');

    const unrelated = (await (
      await alice.post(`/api/articles/${articleId}/questions`, {
        question: 'What is the price of bitcoin futures?',
      })
    ).json()) as { answer: string };
    expect(unrelated.answer).toBe(AI_MESSAGES.noAnswer);

    const streamed = parseEventStream(
      await (
        await alice.post(
          `/api/articles/${articleId}/questions`,
          { question: 'What fuel did the lamp burn?' },
          STREAM,
        )
      ).text(),
    );
    expect(streamed.at(-1)?.event).toBe('done');
    expect((streamed.at(-1)?.data as { answer: string }).answer).toContain('paraffin');
  });

  it('checks the question with the spec’s rules and words', async () => {
    const ask = (question: unknown) =>
      alice.post(`/api/articles/${articleId}/questions`, { question });
    const cases: Array<[unknown, string]> = [
      ['', AI_MESSAGES.questionLength],
      ['   ', AI_MESSAGES.questionLength],
      ['x'.repeat(501), AI_MESSAGES.questionLength],
      ['<script>alert(1)</script> why?', AI_MESSAGES.questionInvalid],
      [
        `<script>${'x'.repeat(600)}`,
        `${AI_MESSAGES.questionLength}, ${AI_MESSAGES.questionInvalid}`,
      ],
    ];
    for (const [question, message] of cases) {
      const response = await ask(question);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        message,
      );
    }
    // NUL and other control characters are cleaned away, not stored or sent.
    expect((await ask('When\u0000 was it automated?')).status).toBe(200);
    expect((await alice.post(`/api/articles/${articleId}/questions`, {})).status).toBe(400);
  });

  it('answers another reader’s article as not found, on every AI endpoint', async () => {
    for (const response of [
      await bob.post(`/api/articles/${articleId}/summary`, {}),
      await bob.post(`/api/articles/${articleId}/questions`, { question: 'Who?' }),
      await bob.get(`/api/articles/${articleId}/tag-suggestions`),
      await alice.post('/api/articles/no-such-article/summary', {}),
    ]) {
      expect(response.status).toBe(404);
    }
  });

  it('is for Pro readers whose subscription is active or in trial', async () => {
    const expectRefused = async () => {
      for (const response of [
        await alice.post(`/api/articles/${articleId}/summary`, {}),
        await alice.post(`/api/articles/${articleId}/questions`, { question: 'Who?' }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: { message: AI_MESSAGES.proRequired, code: 'FORBIDDEN' },
        });
      }
    };
    try {
      await setPlan(t, aliceId, 'free', 'active');
      await expectRefused();
      await setPlan(t, aliceId, 'pro', 'past_due');
      await expectRefused();
      await setPlan(t, aliceId, 'pro', 'canceled');
      await expectRefused();
      await setPlan(t, aliceId, 'pro', 'trialing');
      expect((await alice.post(`/api/articles/${articleId}/summary`, {})).status).toBe(200);
    } finally {
      await setPlan(t, aliceId, 'pro', null);
    }
  });

  it('records feature_used once per call', async () => {
    const before = (await listEvents(t.db, bobId)).length;
    const own = await saveCapturedArticle(
      bob,
      'bob-lighthouse',
      capturedArticle('Bob’s lighthouse', LIGHTHOUSE_PARAGRAPHS),
    );
    await bob.post(`/api/articles/${own}/summary`, {});
    await bob.post(`/api/articles/${own}/summary`, {});
    await bob.post(`/api/articles/${own}/questions`, { question: 'Who was the last keeper?' });
    await bob.post(`/api/articles/${own}/questions`, { question: '' });
    const used = (await listEvents(t.db, bobId))
      .slice(before)
      .filter((e) => e.type === 'feature_used')
      .map((e) => e.data.feature_name);
    expect(used).toEqual(['ai_summary', 'ai_summary', 'ai_question']);
  });

  it('suggests the reader’s own fitting tags first, never ones already on the article', async () => {
    const other = await saveCapturedArticle(
      alice,
      'coast-tags',
      capturedArticle('Seals of the north coast', [
        'Seals haul out on the reef at low tide, and the trust counts them every spring.',
        'Volunteers record the colony from the cliffs, far enough away not to disturb the pups.',
      ]),
    );
    await alice.patch(`/api/articles/${other}`, { tags: ['lighthouses', 'seals', 'cooking'] });
    await alice.patch(`/api/articles/${articleId}`, { tags: ['seals'] });
    const response = await alice.get(`/api/articles/${articleId}/tag-suggestions`);
    expect(response.status).toBe(200);
    const { tags, provider } = (await response.json()) as { tags: string[]; provider: string };
    expect(provider).toBe('extractive');
    expect(tags[0]).toBe('lighthouses');
    expect(tags).not.toContain('seals');
    expect(tags).not.toContain('cooking');
    expect(tags.length).toBeGreaterThan(1);
    expect(tags.length).toBeLessThanOrEqual(5);
    // Worked out once and kept: the same answer again.
    expect(await (await alice.get(`/api/articles/${articleId}/tag-suggestions`)).json()).toEqual({
      tags,
      provider,
    });
  });
});

describe('AI endpoints in the API description', () => {
  it('lists them, the two calls answering JSON or an event stream', async () => {
    const t = await createTestApp('sqlite');
    try {
      const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
      };
      for (const path of ['/api/articles/{id}/summary', '/api/articles/{id}/questions']) {
        const content = doc.paths[path]?.post?.responses['200']?.content ?? {};
        expect(Object.keys(content).sort()).toEqual(['application/json', 'text/event-stream']);
      }
      expect(doc.paths['/api/articles/{id}/tag-suggestions']).toHaveProperty('get');
    } finally {
      await t.db.drop();
    }
  });
});

describe('AI limits per reader', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.db.drop();
  });

  it('answers 429 with Retry-After past the reader’s requests a minute', async () => {
    const db = await createTestDatabase('sqlite');
    t = await createTestApp('sqlite', {
      db,
      aiLimiter: createAiLimiter(db, { atOnce: 2, perMinute: 2 }),
    });
    const carol = await signedInClient(t, 'carol@example.com');
    const id = await saveCapturedArticle(
      carol,
      'carol',
      capturedArticle('Lighthouse', LIGHTHOUSE_PARAGRAPHS),
    );
    const ask = () => carol.post(`/api/articles/${id}/questions`, { question: 'Who kept it?' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_AI_PER_MINUTE_MESSAGE,
    );
    // The limit is shared by both endpoints: a new summary is refused too.
    expect((await carol.post(`/api/articles/${id}/summary`, { regenerate: true })).status).toBe(
      429,
    );
  });
});
