import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastApi } from '@/web/features/toasts/toast-context';
import { ToastProvider } from '@/web/features/toasts/toast-provider';
import { MAX_VISIBLE_TOASTS } from '@/web/features/toasts/toast-timing';

let toast: ToastApi;
function CaptureToast() {
  toast = useToast();
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <CaptureToast />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders into an aria-live region that exists before any toast', () => {
    const region = renderToasts();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(region.textContent).toBe('');
  });

  it.each(['success', 'error', 'warning', 'info'] as const)('shows a %s toast', (kind) => {
    const region = renderToasts();
    act(() => {
      toast[kind](`A ${kind} message`);
    });
    expect(within(region).getByText(`A ${kind} message`)).toBeTruthy();
    expect(region.querySelector(`[data-kind="${kind}"]`)).not.toBeNull();
  });

  it('announces the kind to screen readers', () => {
    const region = renderToasts();
    act(() => {
      toast.error('Failed to save article');
    });
    expect(region.textContent).toContain('Error: Failed to save article');
  });

  it('leaves after 5000 ms, playing a 300 ms exit animation first', () => {
    const region = renderToasts();
    act(() => {
      toast.success('Article saved successfully!');
    });
    const item = () => region.querySelector('[data-kind="success"]');

    advance(4999);
    expect(item()?.getAttribute('data-state')).toBe('open');

    advance(1);
    expect(item()?.getAttribute('data-state')).toBe('closing');

    advance(299);
    expect(item()).not.toBeNull();

    advance(1);
    expect(item()).toBeNull();
  });

  it('honours a custom duration', () => {
    const region = renderToasts();
    act(() => {
      toast.info('Quick one', { duration: 1000 });
    });
    advance(1000);
    advance(300);
    expect(within(region).queryByText('Quick one')).toBeNull();
  });

  it('closes from the dismiss button, after the exit animation', () => {
    const region = renderToasts();
    act(() => {
      toast.warning('Careful');
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(region.querySelector('[data-kind="warning"]')?.getAttribute('data-state')).toBe(
      'closing',
    );
    advance(300);
    expect(within(region).queryByText('Careful')).toBeNull();
  });

  it('can be dismissed by id', () => {
    const region = renderToasts();
    let id = '';
    act(() => {
      id = toast.info('Working on it', { duration: Infinity });
    });
    advance(60_000);
    expect(within(region).getByText('Working on it')).toBeTruthy();
    act(() => toast.dismiss(id));
    advance(300);
    expect(within(region).queryByText('Working on it')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const region = renderToasts();
    act(() => {
      toast.success('Hover me');
    });
    const item = region.querySelector('[data-kind="success"]') as HTMLElement;

    advance(3000);
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(item.getAttribute('data-state')).toBe('open');

    fireEvent.mouseLeave(item);
    advance(1999);
    expect(item.getAttribute('data-state')).toBe('open');
    advance(1);
    expect(item.getAttribute('data-state')).toBe('closing');
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} toasts open, closing the oldest`, () => {
    const region = renderToasts();
    act(() => {
      for (let n = 1; n <= MAX_VISIBLE_TOASTS + 1; n += 1) toast.info(`Toast ${n}`);
    });
    expect(region.querySelectorAll('[data-state="open"]')).toHaveLength(MAX_VISIBLE_TOASTS);
    advance(300);
    expect(within(region).queryByText('Toast 1')).toBeNull();
    expect(within(region).getByText(`Toast ${MAX_VISIBLE_TOASTS + 1}`)).toBeTruthy();
  });

  it('offers an action button that runs once, closes the toast and keeps focus where it was', () => {
    const region = renderToasts();
    const onClick = vi.fn();
    const onClose = vi.fn();
    const before = document.activeElement;
    act(() => {
      toast.success('Article archived', { action: { label: 'Undo', onClick }, onClose });
    });
    // Showing the toast does not take the focus away from the reader.
    expect(document.activeElement).toBe(before);
    const undo = within(region).getByRole('button', { name: 'Undo' });
    fireEvent.click(undo);
    fireEvent.click(undo);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(region.querySelector('[data-kind="success"]')?.getAttribute('data-state')).toBe(
      'closing',
    );
  });

  it('tells its owner once when it closes: on timeout, on dismiss, and when pushed out', () => {
    const region = renderToasts();
    const timedOut = vi.fn();
    const dismissed = vi.fn();
    const pushedOut = vi.fn();
    act(() => {
      toast.info('Times out', { duration: 1000, onClose: timedOut });
      toast.info('Dismissed', { onClose: dismissed });
    });
    advance(999);
    expect(timedOut).not.toHaveBeenCalled();
    advance(1);
    expect(timedOut).toHaveBeenCalledTimes(1);

    fireEvent.click(within(region).getAllByRole('button', { name: 'Dismiss notification' })[1]!);
    expect(dismissed).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(timedOut).toHaveBeenCalledTimes(1);
    expect(dismissed).toHaveBeenCalledTimes(1);

    act(() => {
      toast.info('Oldest', { onClose: pushedOut });
      for (let n = 1; n < MAX_VISIBLE_TOASTS; n += 1) toast.info(`Toast ${n}`);
    });
    expect(pushedOut).not.toHaveBeenCalled();
    act(() => {
      toast.info('One too many');
    });
    expect(pushedOut).toHaveBeenCalledTimes(1);
  });

  it('refuses to work outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CaptureToast />)).toThrow('useToast must be used inside <ToastProvider>.');
    spy.mockRestore();
  });
});
