import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_WAIT_MS, cutCapturedHtml, requestPageCapture } from './page-capture';

const PAGE = 'https://news.example.com/2026/a-long-read?ref=1';
const PAGE_ORIGIN = 'https://news.example.com';

function setup() {
  const target = new EventTarget();
  const opener = { postMessage: vi.fn() };
  const deliver = (init: { origin: string; source: unknown; data: unknown }) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), init) as unknown as MessageEvent<unknown>,
    );
  const capture = requestPageCapture({
    opener: opener as unknown as Window,
    pageUrl: PAGE,
    target: target as unknown as Window,
  });
  return { opener, deliver, capture };
}

describe('asking the bookmarklet’s page for its HTML', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the opener, addressed to the article’s origin only', () => {
    const { opener } = setup();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'canyon:capture-request' },
      PAGE_ORIGIN,
    );
  });

  it('takes the page from the opener, on the article’s origin', async () => {
    const { opener, deliver, capture } = setup();
    deliver({
      origin: PAGE_ORIGIN,
      source: opener,
      data: { type: 'canyon:capture', url: PAGE, html: '<html>page</html>' },
    });
    await expect(capture).resolves.toBe('<html>page</html>');
  });

  it('ignores answers from other windows, other origins or of another shape', async () => {
    const { opener, deliver, capture } = setup();
    const good = { type: 'canyon:capture', url: PAGE, html: '<html>x</html>' };
    deliver({ origin: 'https://evil.example', source: opener, data: good });
    deliver({ origin: PAGE_ORIGIN, source: {}, data: good });
    deliver({ origin: PAGE_ORIGIN, source: opener, data: { ...good, type: 'other' } });
    deliver({ origin: PAGE_ORIGIN, source: opener, data: { ...good, html: 42 } });
    deliver({ origin: PAGE_ORIGIN, source: opener, data: 'canyon:capture' });
    vi.advanceTimersByTime(CAPTURE_WAIT_MS);
    await expect(capture).resolves.toBeUndefined();
  });

  it('saves without the page when no answer comes in time', async () => {
    const { opener, deliver, capture } = setup();
    vi.advanceTimersByTime(CAPTURE_WAIT_MS);
    deliver({
      origin: PAGE_ORIGIN,
      source: opener,
      data: { type: 'canyon:capture', url: PAGE, html: 'late' },
    });
    await expect(capture).resolves.toBeUndefined();
  });

  it('asks nobody without an opener or for a page that is not on the web', async () => {
    await expect(requestPageCapture({ opener: null, pageUrl: PAGE })).resolves.toBeUndefined();
    const opener = { postMessage: vi.fn() };
    for (const pageUrl of ['data:text/html,hi', 'not a url']) {
      await expect(
        requestPageCapture({ opener: opener as unknown as Window, pageUrl }),
      ).resolves.toBeUndefined();
    }
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe('cutting a captured page', () => {
  it('leaves a page within the limit as it is', () => {
    expect(cutCapturedHtml('<p>short</p>', 100)).toBe('<p>short</p>');
  });

  it('cuts a longer one at the last tag end before the limit', () => {
    expect(cutCapturedHtml('<p>one</p><p>two</p>', 12)).toBe('<p>one</p>');
    expect(cutCapturedHtml('<p>one</p><p>two</p>', 15)).toBe('<p>one</p><p>');
    expect(cutCapturedHtml(`<p>${'x'.repeat(3_000_000)}</p>`).length).toBe(3);
  });
});
