import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createExtractionPool } from './extraction-pool';

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

  it('fails a pathologically nested page with PARSE_ERROR and keeps working', async () => {
    const deep = `<html><body>${'<div>'.repeat(30_000)}<p>${'Deep text. '.repeat(60)}</p></body></html>`;
    const error = await rejection(pool.extract(deep, 'https://example.com/deep'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.message).toBe('Could not extract content from this page. Please try again.');
    expect((await pool.extract(ARTICLE, 'https://example.com/after-deep')).title).toBe('Pool test');
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
    taskTimeoutMs: 1_500,
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
    expect(String(error.cause)).toMatch(/abort/i);
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
