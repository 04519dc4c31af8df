import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { until } from '../../test/until';
import { createExtractionPool, ExtractionOverrun } from './extraction-pool';
import { deeplyNestedPage, manyAttributesPage, strayEndTagsPage } from './testing/hostile-page';
import { currentThreadId } from './thread-priority';

const ARTICLE = `<html><head><title>Pool test</title></head><body><article>${'<p>The pool keeps working while another page misbehaves, and this paragraph is long enough to count as an article.</p>'.repeat(8)}</article></body></html>`;

const misbehavingWorker = fileURLToPath(
  new URL('./test-fixtures/misbehaving-worker.ts', import.meta.url),
);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

describe('ExtractionPool with the real worker', () => {
  const pool = createExtractionPool({ threads: 2 });
  afterAll(() => pool.close());

  it('extracts in a worker thread', async () => {
    const { article, durationMs } = await pool.extractTimed(ARTICLE, 'https://example.com/a');
    expect(article.title).toBe('Pool test');
    expect(article.textContent).toContain('The pool keeps working');
    expect(durationMs).toBeGreaterThan(0);
  });

  it('takes the page as UTF-8 bytes too, moving whole buffers and copying views', async () => {
    const whole = new TextEncoder().encode(ARTICLE.replace('Pool test', 'Pool tést'));
    expect((await pool.extract(whole, 'https://example.com/bytes')).title).toBe('Pool tést');
    expect(whole.byteLength).toBe(0); // moved to the worker, not copied

    const padded = Buffer.concat([Buffer.from('xxxx'), Buffer.from(ARTICLE)]);
    const view = padded.subarray(4);
    expect((await pool.extract(view, 'https://example.com/view')).title).toBe('Pool test');
    expect(padded.toString('utf8', 0, 4)).toBe('xxxx'); // the rest of a shared buffer stays put
  });

  // Unshaped, each of these held a worker until it was stopped (or ran out of memory); shaped
  // (prepare-html.ts, body-writer.ts), each is an ordinary page.
  it('extracts a page of 200,000 nested unclosed tags', async () => {
    const deep = await pool.extract(deeplyNestedPage(), 'https://example.com/deep');
    expect(deep.textContent).toContain('Deep text.');
    expect((await pool.extract(ARTICLE, 'https://example.com/after-deep')).title).toBe('Pool test');
  });

  it('extracts a page of stray end tags under deep nesting', async () => {
    const stray = await pool.extract(strayEndTagsPage(), 'https://example.com/stray');
    expect(stray.textContent).toContain('Text.');
  });

  it('extracts a page with a huge attribute list', async () => {
    const attributes = await pool.extract(manyAttributesPage(), 'https://example.com/attrs');
    expect(attributes.textContent).toContain('Text.');
  });

  it('passes the extractor’s own errors through with their code and message', async () => {
    const error = await rejection(
      pool.extract(
        '<html><body><nav><a href="/">Home</a></nav></body></html>',
        'https://example.com/b',
      ),
    );
    expect(error.code).toBe('NO_CONTENT');
    expect(error.message).toBe('No readable content found');
  });
});

describe('ExtractionPool with a misbehaving page', () => {
  const pool = createExtractionPool({
    threads: 2,
    workerFile: misbehavingWorker,
    // Long enough for the hoarding page to reach the heap limit on a busy machine.
    taskTimeoutMs: 5_000,
    maxOldGenerationSizeMb: 48,
  });
  // Both workers loaded, so the hanging page gets the plain time limit, not the startup grace.
  beforeAll(() =>
    Promise.all([
      pool.extract(ARTICLE, 'https://example.com/w1'),
      pool.extract(ARTICLE, 'https://example.com/w2'),
    ]),
  );
  afterAll(() => pool.close());

  it('fails a page that hangs with PARSE_ERROR while other pages still succeed', async () => {
    const hung = pool.extract(ARTICLE, 'https://example.com/hang');
    const others = Array.from({ length: 4 }, (_, i) =>
      pool.extract(ARTICLE, `https://example.com/ok-${i}`),
    );
    const error = await rejection(hung);
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.cause).toBeInstanceOf(ExtractionOverrun);
    expect(error.message).toBe('Could not extract content from this page. Please try again.');
    for (const article of await Promise.all(others)) expect(article.title).toBe('Pool test');
  });

  it('fails a page that exhausts the worker heap with PARSE_ERROR, and the pool recovers', async () => {
    const error = await rejection(pool.extract(ARTICLE, 'https://example.com/oom'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(String(error.cause)).toMatch(/memory limit/);
    expect((await pool.extract(ARTICLE, 'https://example.com/after-oom')).title).toBe('Pool test');
  });

  it('fails a page whose worker crashes with PARSE_ERROR, and the pool recovers', async () => {
    const error = await rejection(pool.extract(ARTICLE, 'https://example.com/crash'));
    expect(error.code).toBe('PARSE_ERROR');
    const after = await Promise.all([
      pool.extract(ARTICLE, 'https://example.com/x'),
      pool.extract(ARTICLE, 'https://example.com/y'),
    ]);
    expect(after.map((a) => a.title)).toEqual(['Pool test', 'Pool test']);
    expect(pool.threadCount).toBe(2);
  });
});

describe('ExtractionPool with an unshaped hostile page', () => {
  // The misbehaving worker parses `/unshaped` pages as given, the way every page was parsed
  // before the shaping pass: 200,000 unclosed <div>s then take far longer than any budget.
  const pool = createExtractionPool({
    threads: 2,
    workerFile: misbehavingWorker,
    taskTimeoutMs: 1_500,
  });
  afterAll(() => pool.close());

  it('stops the page at its budget and replaces the worker, again for the next hostile page', async () => {
    const hostile = deeplyNestedPage();
    for (const attempt of ['first', 'second']) {
      const error = await rejection(
        pool.extract(hostile, `https://example.com/${attempt}/unshaped`),
      );
      expect(error.code).toBe('PARSE_ERROR');
      expect(error.message).toBe('Could not extract content from this page. Please try again.');
      // Stopped by the page's own limits: a freshly replaced worker's start-up time is not
      // added to the next page's budget.
      expect(error.cause).toBeInstanceOf(ExtractionOverrun);
      expect((error.cause as ExtractionOverrun).limit).toMatch(/^page (budget|wall time)$/);
    }
    expect((await pool.extract(ARTICLE, 'https://example.com/after')).title).toBe('Pool test');
    expect(pool.threadCount).toBe(2);
  });
});

describe('ExtractionPool page budget', () => {
  // A page that waits 1.5 s without using the CPU, against a budget of 0.5 s of CPU.
  const waiting = `https://example.com/sleep-1500`;
  const linux = currentThreadId() !== null;
  const generous = createExtractionPool({
    threads: 1,
    workerFile: misbehavingWorker,
    taskTimeoutMs: 500,
    taskWallTimeoutMs: 20_000,
  });
  const strict = createExtractionPool({
    threads: 1,
    workerFile: misbehavingWorker,
    taskTimeoutMs: 500,
    taskWallTimeoutMs: 1_000,
  });
  afterAll(() => Promise.all([generous.close(), strict.close()]));

  it('counts the worker’s CPU time, not time it spent waiting for the CPU', async () => {
    const page = generous.extract(ARTICLE, waiting);
    if (!linux) {
      // No per-thread CPU time to read: the budget is wall-clock time.
      expect((await rejection(page)).cause).toMatchObject({ limit: 'page budget', ms: 500 });
      return;
    }
    expect((await page).title).toBe('Pool test');
  });

  it('still stops a page past its wall-clock limit', async () => {
    const error = await rejection(strict.extract(ARTICLE, waiting));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.cause).toMatchObject(
      linux ? { limit: 'page wall time', ms: 1_000 } : { limit: 'page budget', ms: 500 },
    );
    expect((await strict.extract(ARTICLE, 'https://example.com/after')).title).toBe('Pool test');
  });
});

describe('ExtractionPool shared by several readers', () => {
  const pool = createExtractionPool({
    threads: 2,
    workerFile: misbehavingWorker,
    taskTimeoutMs: 1_500,
  });
  afterAll(() => pool.close());

  it('takes another reader’s page next in turn while one reader floods it with hostile pages', async () => {
    const finished: string[] = [];
    const track = (label: string, promise: Promise<unknown>) =>
      promise.then(
        () => finished.push(`${label} ok`),
        (error: AppError) => finished.push(`${label} ${error.code}`),
      );
    const flood = Array.from({ length: 3 }, (_, i) =>
      track(`a${i}`, pool.extract(ARTICLE, `https://example.com/a${i}/hang`, { reader: 'a' })),
    );
    const honest = track('b', pool.extract(ARTICLE, 'https://example.com/b', { reader: 'b' }));
    await Promise.all([...flood, honest]);
    // Reader b's page did not wait behind reader a's queue: it was done before a's first page
    // ran out of budget.
    expect(finished).toEqual(['b ok', 'a0 PARSE_ERROR', 'a1 PARSE_ERROR', 'a2 PARSE_ERROR']);
  });
});

describe('ExtractionPool worker priority', () => {
  const self = currentThreadId();
  const base = self === null ? 0 : getPriority(self);
  // A nice value no other pool in this file uses, so its workers can be told apart.
  const nice = Math.min(19, base + 3);
  const pool = createExtractionPool({ threads: 2, workerNice: nice });
  afterAll(() => pool.close());

  /** This process's threads running at `value`. */
  const threadsAt = (value: number) =>
    readdirSync('/proc/self/task').filter((tid) => {
      try {
        return getPriority(Number(tid)) === value;
      } catch {
        return false; // the thread has ended
      }
    });

  it('runs its workers below the server’s own thread, where a thread has a priority of its own', async () => {
    const pages = await Promise.all([
      pool.extract(deeplyNestedPage(), 'https://example.com/p1'),
      pool.extract(deeplyNestedPage(), 'https://example.com/p2'),
    ]);
    expect(pages.map((page) => page.title)).toEqual(['Nested', 'Nested']);
    if (self === null) return; // not Linux: the workers keep the process's priority
    // Both workers start with the pool, but one reader's pages run one at a time, so the
    // second may still be loading (on a busy machine) when both pages are done.
    // At least: a worker that is replaced lowers itself too, and may overlap the old one's end.
    await until(() => threadsAt(nice).length >= 2);
    expect(threadsAt(nice).length).toBeGreaterThanOrEqual(2);
    expect(getPriority(self)).toBe(base);
  });
});
