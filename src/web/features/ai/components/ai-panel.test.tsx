import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '@/shared/ai/ai-schemas';
import { AiPanel, type AiPanelProps } from '@/web/features/ai/components/ai-panel';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const encoder = new TextEncoder();

/** A server-sent event response the test writes to as it goes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  // The panel reads the body as it arrives; waitFor and find* see its updates.
  const send = (event: string, data: unknown) =>
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    delta: (text: string) => send('delta', { text }),
    done: (answer: unknown) => {
      send('done', answer);
      controller.close();
    },
    error: (message: string) => {
      send('error', { error: { message, code: 'AI_FAILED' } });
      controller.close();
    },
  };
}

type Stream = ReturnType<typeof eventStream>;
const jsonError = (status: number, message: string, code = 'REFUSED') =>
  new Response(JSON.stringify({ error: { message, code } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let api: FakeApi;
/** The AI routes' answers, one per request, in order. */
let aiReplies: Map<string, Array<() => Response>>;
let aiRequests: Array<{ route: string; body: unknown; headers: Record<string, string> }>;

function replyWith(route: string, reply: () => Response) {
  aiReplies.set(route, [...(aiReplies.get(route) ?? []), reply]);
}
function streamFor(route: string): Stream {
  const stream = eventStream();
  replyWith(route, () => stream.response);
  return stream;
}

const SUMMARY = 'POST /api/articles/a1/summary';
const QUESTIONS = 'POST /api/articles/a1/questions';

beforeEach(() => {
  installFakeColorScheme('light');
  api = installFakeApi({ me: fakeUser({ plan: 'pro', subscriptionStatus: 'active' }) });
  api.on('GET /api/app-info', () => ({
    status: 200,
    body: {
      publicUrl: 'http://canyon.test',
      aiProvider: 'extractive',
      billingEnabled: false,
      operator: { name: null, email: null },
      mailDelivery: 'smtp',
    },
  }));
  aiReplies = new Map();
  aiRequests = [];
  const fallback = api.fetch.getMockImplementation() as (
    input: string,
    init?: RequestInit,
  ) => Promise<Response>;
  api.fetch.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(input, 'http://canyon.test').pathname}`;
    const replies = aiReplies.get(route);
    if (!replies) return fallback(input, init);
    aiRequests.push({
      route,
      body: JSON.parse(String(init.body)) as unknown,
      headers: init.headers as Record<string, string>,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`no reply left for ${route}`);
    return reply();
  });
});

function renderPanel(props: Partial<AiPanelProps> = {}) {
  return renderWithRouter(
    <>
      <AiPanel
        articleId="a1"
        canUse
        storedSummary={null}
        findArticleBody={() => document.querySelector<HTMLElement>('[data-article-body]')}
        {...props}
      />
      <div data-article-body>
        <p>In a narrow workshop above a bakery, Mara Ellison binds books by hand.</p>
        <p>Each signature is sewn to the next with linen thread.</p>
      </div>
    </>,
    { path: '/article/a1', routes: ['/settings'] },
  );
}

const panel = () => screen.getByRole('region', { name: 'AI Summary' });
const summaryList = () => screen.queryByRole('list', { name: 'Summary' });
const bullets = () =>
  within(summaryList() ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const summary = (points: string[], provider = 'extractive'): SummaryResponse => ({
  summary: points,
  provider,
  generatedAt: '2026-03-01T10:00:00.000Z',
});

describe('AI panel: summary', () => {
  it('goes from idle to generating (bullets streaming in) to shown', async () => {
    const stream = streamFor(SUMMARY);
    renderPanel();
    expect(panel()).toBeTruthy();
    expect(await within(panel()).findByText('Key sentences from the article')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Generate Summary' }));
    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(aiRequests[0]).toMatchObject({ route: SUMMARY, body: {} });
    expect(aiRequests[0]?.headers.Accept).toBe('text/event-stream');
    expect(aiRequests[0]?.headers['Content-Type']).toBe('application/json');

    stream.delta('- Mara binds books ');
    await waitFor(() => expect(bullets()).toEqual(['Mara binds books']));
    stream.delta('by hand.\n- Signatures are **sewn**');
    await waitFor(() =>
      expect(bullets()).toEqual(['Mara binds books by hand.', 'Signatures are sewn']),
    );
    expect(summaryList()?.closest('[aria-live="polite"]')?.getAttribute('aria-busy')).toBe('true');

    stream.done(summary(['Mara binds books by hand.', 'Signatures are sewn.', 'With linen.']));
    await screen.findByRole('button', { name: 'Regenerate' });
    expect(bullets()).toEqual(['Mara binds books by hand.', 'Signatures are sewn.', 'With linen.']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a stored summary at once, and regenerates it keeping the old bullets meanwhile', async () => {
    const onSummaryGenerated = vi.fn();
    const stream = streamFor(SUMMARY);
    renderPanel({
      storedSummary: summary(['Old one.', 'Old two.', 'Old three.'], 'openai:gpt-4o-mini'),
      onSummaryGenerated,
    });
    expect(bullets()).toEqual(['Old one.', 'Old two.', 'Old three.']);
    expect(within(panel()).getByText('Summary by gpt-4o-mini')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
    expect(aiRequests[0]?.body).toEqual({ regenerate: true });
    expect(bullets()).toEqual(['Old one.', 'Old two.', 'Old three.']);

    stream.delta('- New one.');
    await waitFor(() => expect(bullets()).toEqual(['New one.']));
    const fresh = summary(['New one.', 'New two.', 'New three.'], 'openai:gpt-4o-mini');
    stream.done(fresh);
    await screen.findByRole('button', { name: 'Regenerate' });
    expect(bullets()).toEqual(['New one.', 'New two.', 'New three.']);
    expect(onSummaryGenerated).toHaveBeenCalledWith(fresh);
  });

  it('says "Failed to generate summary" when the stream fails, and lets the reader try again', async () => {
    const failing = streamFor(SUMMARY);
    const second = streamFor(SUMMARY);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Summary' }));
    failing.delta('- Half a');
    failing.error('Failed to generate summary');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate summary');
    expect(summaryList()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect(screen.queryByRole('alert')).toBeNull();
    second.done(summary(['A.', 'B.', 'C.']));
    await waitFor(() => expect(bullets()).toEqual(['A.', 'B.', 'C.']));
  });

  it('shows the server’s message for too many requests', async () => {
    replyWith(SUMMARY, () =>
      jsonError(429, 'Too many AI requests. Try again in a minute.', 'RATE_LIMITED'),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many AI requests. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Generate Summary' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says so when the network fails', async () => {
    replyWith(SUMMARY, () => {
      throw new TypeError('Failed to fetch');
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Summary' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to generate summary. Network error. Please check your connection and try again.',
    );
  });
});

describe('AI panel: questions', () => {
  const input = () => screen.getByRole('textbox', { name: 'Question' });
  const ask = () => screen.getByRole('button', { name: /^Ask/ });
  const exchanges = () =>
    within(screen.getByRole('list', { name: 'Questions and answers' })).getAllByRole('listitem');

  it('asks with Enter, streams the answer, clears the input and keeps the list', async () => {
    const first = streamFor(QUESTIONS);
    const second = streamFor(QUESTIONS);
    renderPanel();
    expect(input().getAttribute('placeholder')).toBe('Ask a question about this article');
    expect(
      within(panel()).getByRole('heading', { level: 3, name: 'Ask about this article' }),
    ).toBeTruthy();
    expect(ask()).toHaveProperty('disabled', true);
    await userEvent.type(input(), '   ');
    expect(ask()).toHaveProperty('disabled', true);

    await userEvent.clear(input());
    await userEvent.type(input(), 'Who binds the books?{Enter}');
    expect(aiRequests[0]).toMatchObject({
      route: QUESTIONS,
      body: { question: 'Who binds the books?' },
    });
    expect(screen.getByRole('button', { name: 'Asking...' })).toHaveProperty('disabled', true);
    first.delta('Mara ');
    await waitFor(() => expect(exchanges()[0]?.textContent).toContain('Mara'));
    first.delta('**Ellison**.');
    first.done({ answer: 'Mara **Ellison**.', provider: 'extractive' });
    await waitFor(() => expect(input()).toHaveProperty('value', ''));
    expect(exchanges()).toHaveLength(1);
    expect(exchanges()[0]?.textContent).toContain('Who binds the books?');
    expect(exchanges()[0]?.querySelector('strong')?.textContent).toBe('Ellison');

    await userEvent.type(input(), 'With what thread?');
    await userEvent.click(ask());
    second.done({ answer: 'Linen thread.', provider: 'extractive' });
    await waitFor(() => expect(exchanges()).toHaveLength(2));
    expect(exchanges()[1]?.textContent).toContain('With what thread?');
    expect(exchanges()[1]?.textContent).toContain('Linen thread.');
  });

  it('shows the question rule’s message and sends nothing', async () => {
    renderPanel();
    await userEvent.type(input(), '<script>alert(1)</script>{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Question contains invalid content',
    );
    await userEvent.clear(input());
    await userEvent.click(input());
    await userEvent.paste(`${'x'.repeat(501)} onclick=alert(1)`);
    await userEvent.click(ask());
    expect(screen.getByRole('alert').textContent).toBe(
      'Question must be between 1 and 500 characters, Question contains invalid content',
    );
    expect(aiRequests).toHaveLength(0);
  });

  it('says "Failed to get answer" and keeps the question in the input', async () => {
    const stream = streamFor(QUESTIONS);
    renderPanel();
    await userEvent.type(input(), 'Where is the workshop?{Enter}');
    stream.delta('Above');
    stream.error('Failed to get answer');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get answer');
    expect(input()).toHaveProperty('value', 'Where is the workshop?');
    expect(screen.queryByRole('list', { name: 'Questions and answers' })).toBeNull();
  });

  it('shows the server’s refusal in its own words', async () => {
    replyWith(QUESTIONS, () =>
      jsonError(403, 'Pro subscription required for AI features', 'FORBIDDEN'),
    );
    renderPanel();
    await userEvent.type(input(), 'Where is the workshop?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pro subscription required for AI features',
    );
    expect(input()).toHaveProperty('value', 'Where is the workshop?');
  });

  it('offers "Show in article" for a quote the article contains, and marks it there', async () => {
    const stream = streamFor(QUESTIONS);
    renderPanel();
    await userEvent.type(input(), 'Where?{Enter}');
    stream.done({
      answer:
        'It says:\n\n> In a narrow workshop above a bakery\n\nAnd:\n\n> A quote that is not in the article',
      provider: 'extractive',
    });
    const buttons = await screen.findAllByRole('button', { name: 'Show in article' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(document.querySelector('[data-article-body] mark')?.textContent).toBe(
      'In a narrow workshop above a bakery',
    );
  });
});

describe('AI panel without Pro', () => {
  it('shows the spec’s message and the upgrade link, and no buttons', async () => {
    renderPanel({ canUse: false });
    expect(panel().textContent).toContain('Pro subscription required for AI features');
    expect(within(panel()).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(within(panel()).queryByRole('textbox')).toBeNull();
  });
});
