import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSaver } from '@/web/features/reader/lib/progress-saver';

describe('createProgressSaver (issue #17: reading progress, throttled)', () => {
  const save = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    save.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('saves at most once per interval, with the latest position', () => {
    const saver = createProgressSaver({ save, initial: 0, intervalMs: 2000 });
    saver.report(0.1);
    saver.report(0.2);
    vi.advanceTimersByTime(1999);
    expect(save).not.toHaveBeenCalled();
    saver.report(0.3);
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([[0.3, { keepalive: true }]]);

    // Scrolling on: the next save comes one interval after the next report, not before.
    saver.report(0.35);
    vi.advanceTimersByTime(1000);
    saver.report(0.4);
    vi.advanceTimersByTime(999);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenLastCalledWith(0.4, { keepalive: true });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves nothing when the position is the one already saved', () => {
    const saver = createProgressSaver({ save, initial: 0.5, intervalMs: 2000 });
    saver.report(0.5004);
    vi.advanceTimersByTime(5000);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    // Moving back is a real move (the reader scrolled up), and is saved.
    saver.report(0.42);
    vi.advanceTimersByTime(2000);
    expect(save.mock.calls).toEqual([[0.42, { keepalive: true }]]);
  });

  it('flushes the unsaved position at once with keepalive, and only once', () => {
    const saver = createProgressSaver({ save, initial: 0, intervalMs: 2000 });
    saver.report(0.61);
    saver.flush();
    expect(save.mock.calls).toEqual([[0.61, { keepalive: true }]]);
    // The pending timer went with the flush.
    vi.advanceTimersByTime(5000);
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flushes when disposed and ignores reports after that', () => {
    const saver = createProgressSaver({ save, initial: 0, intervalMs: 2000 });
    saver.report(0.25);
    saver.dispose();
    saver.report(0.9);
    vi.advanceTimersByTime(5000);
    saver.dispose();
    expect(save.mock.calls).toEqual([[0.25, { keepalive: true }]]);
  });

  it('never saves below the floor (a finished article stays finished)', () => {
    const saver = createProgressSaver({ save, initial: 1, floor: 0.95, intervalMs: 2000 });
    saver.report(0.1);
    vi.advanceTimersByTime(2000);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.report(0.97);
    vi.advanceTimersByTime(2000);
    expect(save.mock.calls).toEqual([[0.97, { keepalive: true }]]);
  });

  it('clamps to 0..1', () => {
    const saver = createProgressSaver({ save, initial: 0.5, intervalMs: 10 });
    saver.report(1.7);
    vi.advanceTimersByTime(10);
    expect(save).toHaveBeenLastCalledWith(1, { keepalive: true });
  });
});
