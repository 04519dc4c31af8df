import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESTORE_HOLD_MS,
  RESTORE_SETTLE_MS,
  useKeepReadingPlace,
  useReadingProgress,
} from '@/web/features/reader/hooks/use-reading-progress';
import { PROGRESS_SAVE_INTERVAL_MS } from '@/web/features/reader/lib/progress-saver';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';

// A page where the body starts 600 px down and is 4,000 px tall, in an 800 px window.
const BODY_TOP = 600;
let BODY_HEIGHT = 4000;
const VIEWPORT = 800;
let scrollY = 0;
let api: FakeApi;
const onSaved = vi.fn();

function Harness({ stored, enabled = true }: { stored: number; enabled?: boolean }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useReadingProgress({ articleId: 'a1', stored, bodyRef, enabled, onSaved });
  return <div ref={bodyRef} data-testid="body" />;
}

/** The reader scrolls (a wheel turn, then the scroll it causes). */
async function userScrollsTo(y: number) {
  window.dispatchEvent(new Event('wheel'));
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  await vi.advanceTimersByTimeAsync(20);
}

const saves = () =>
  api.calls.filter((call) => call.route === 'PATCH /api/articles/a1').map((call) => call.body);

describe('useReadingProgress (issue #17)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'Date',
      ],
    });
    api = installFakeApi();
    api.on('PATCH /api/articles/a1', ({ body }) => ({ status: 200, body }));
    onSaved.mockReset();
    scrollY = 0;
    BODY_HEIGHT = 4000;
    window.location.hash = '';
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrollY = options.top ?? 0;
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: BODY_TOP - scrollY, height: BODY_HEIGHT }) as DOMRect,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('puts an article in progress back where the reader was, without saving that', async () => {
    render(<Harness stored={0.5} />);
    // 600 + 0.5 × 4000 − 800: half the body above the window's lower edge.
    expect(scrollY).toBe(1800);
    // The app's own scroll to the top after navigating neither wins nor counts as reading.
    scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(RESTORE_SETTLE_MS);
    expect(scrollY).toBe(1800);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([]);
  });

  it('puts the place back while the layout settles (a late font, a panel above), until the reader moves', async () => {
    const observers = new Set<() => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly notify: () => void;
        constructor(callback: () => void) {
          this.notify = callback;
        }
        observe() {
          observers.add(this.notify);
        }
        disconnect() {
          observers.delete(this.notify);
        }
      },
    );
    const relayout = (height: number) => {
      BODY_HEIGHT = height;
      for (const notify of observers) notify();
    };
    const view = render(<Harness stored={0.5} />);
    await vi.advanceTimersByTimeAsync(RESTORE_SETTLE_MS);
    expect(scrollY).toBe(1800);
    // The text grows as its font arrives: 600 + 0.5 × 4400 − 800.
    relayout(4400);
    expect(scrollY).toBe(2000);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS * 2);
    expect(saves()).toEqual([]);

    // Once the reader has scrolled, a change leaves them where they are.
    await userScrollsTo(2400);
    relayout(4000);
    expect(scrollY).toBe(2400);
    view.unmount();
    expect(observers.size).toBe(0);

    // Nor is anyone moved a few seconds after opening.
    render(<Harness stored={0.5} />);
    expect(scrollY).toBe(1800);
    await vi.advanceTimersByTimeAsync(RESTORE_HOLD_MS);
    relayout(4400);
    expect(scrollY).toBe(1800);
  });

  it('opens an unread or finished article, or a link to an anchor, where the page is', () => {
    for (const stored of [0, 0.96, 1]) {
      const view = render(<Harness stored={stored} />);
      view.unmount();
    }
    window.location.hash = '#notes';
    render(<Harness stored={0.5} />);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing while the text is not there', async () => {
    render(<Harness stored={0.5} enabled={false} />);
    await userScrollsTo(3000);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(saves()).toEqual([]);
  });

  it('saves where the reader scrolls to, throttled, and once more on leaving the page', async () => {
    render(<Harness stored={0} />);
    await userScrollsTo(1000);
    await userScrollsTo(1400);
    expect(saves()).toEqual([]);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS);
    expect(saves()).toEqual([{ readingProgress: 0.4 }]);
    expect(onSaved).toHaveBeenCalledWith(0.4);

    await userScrollsTo(2600);
    document.dispatchEvent(new Event('visibilitychange'));
    // Still visible: nothing yet.
    expect(saves()).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([{ readingProgress: 0.4 }, { readingProgress: 0.7 }]);
    const last = api.calls.at(-1);
    expect(last?.init.keepalive).toBe(true);
  });

  it('saves the unsaved position when the reader leaves the article in the app', async () => {
    const view = render(<Harness stored={0} />);
    await userScrollsTo(3800);
    view.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([{ readingProgress: 1 }]);
  });

  it('does not take the page shrinking as the reader leaves for a position', async () => {
    const view = render(<Harness stored={0.5} />);
    await vi.advanceTimersByTimeAsync(RESTORE_SETTLE_MS);
    await userScrollsTo(2600);
    // The article goes; the browser scrolls the shorter page up before the hook is cleaned up.
    Object.defineProperty(view.getByTestId('body'), 'isConnected', { get: () => false });
    scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(20);
    view.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([{ readingProgress: 0.7 }]);
  });

  it('keeps a finished article finished when the reader looks at it again', async () => {
    render(<Harness stored={1} />);
    await userScrollsTo(600);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([]);
  });

  it('says nothing when a save fails (offline), and tries again with the next position', async () => {
    api.on('PATCH /api/articles/a1', () => Promise.reject(new TypeError('Failed to fetch')));
    const failures = vi.fn();
    window.addEventListener('canyon:network-failure', failures);
    render(<Harness stored={0} />);
    await userScrollsTo(1400);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS));
    expect(saves()).toEqual([{ readingProgress: 0.4 }]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
    window.removeEventListener('canyon:network-failure', failures);
  });

  it('keeps the reader at the same place in the text when a text setting reflows it', () => {
    let keep: { before: () => void } | undefined;
    function Reflowing({ size }: { size: string }) {
      keep = useKeepReadingPlace(size);
      return <div data-article-body="" />;
    }
    const view = render(<Reflowing size="medium" />);
    scrollY = 1800;
    keep?.before();
    // Larger text: the body grows by half.
    BODY_HEIGHT = 6000;
    view.rerender(<Reflowing size="large" />);
    // 600 + 0.5 × 6000 − 800: still half way through.
    expect(scrollY).toBe(2800);
  });
});
