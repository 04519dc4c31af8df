import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingDeletes } from '@/web/features/library/hooks/use-pending-deletes';
import type { NotifyOptions } from '@/web/features/library/lib/notify';
import { UNDO_NOTICE_MS } from '@/web/features/library/lib/undo';
import { createQueryClient } from '@/web/lib/query-client';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';

let api: FakeApi;
let notices: Array<{ kind: string; message: string; options?: NotifyOptions }>;
const notify = vi.fn((kind: string, message: string, options?: NotifyOptions) => {
  notices.push({ kind, message, options });
  return `notice-${notices.length}`;
});
const dismissNotice = vi.fn();

function renderPendingDeletes() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePendingDeletes({ notify, dismissNotice }), { wrapper });
}

const deletes = () => api.calls.filter((c) => c.route.startsWith('DELETE '));

describe('usePendingDeletes', () => {
  beforeEach(() => {
    api = installFakeApi();
    api.on('DELETE /api/articles/a1', () => ({ status: 204 }));
    notices = [];
    notify.mockClear();
    dismissNotice.mockClear();
  });

  it('hides the card at once and offers Undo for a while, sending nothing yet', () => {
    const { result } = renderPendingDeletes();
    act(() => result.current.remove('a1'));
    expect(result.current.pending.get('a1')).toBe('fading');
    act(() => result.current.faded('a1'));
    expect(result.current.pending.get('a1')).toBe('hidden');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'success',
      message: 'Article deleted',
      options: { duration: UNDO_NOTICE_MS, action: { label: 'Undo' } },
    });
    expect(deletes()).toHaveLength(0);
  });

  it('Undo brings the card back and the notice closing afterwards sends nothing', async () => {
    const { result } = renderPendingDeletes();
    act(() => result.current.remove('a1'));
    act(() => notices[0]?.options?.action?.onClick());
    expect(result.current.pending.has('a1')).toBe(false);
    act(() => notices[0]?.options?.onClose?.());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deletes()).toHaveLength(0);
  });

  it('sends the delete once when the notice closes, then forgets the card', async () => {
    const { result } = renderPendingDeletes();
    act(() => result.current.remove('a1'));
    act(() => {
      notices[0]?.options?.onClose?.();
      notices[0]?.options?.onClose?.();
    });
    await waitFor(() => expect(result.current.pending.has('a1')).toBe(false));
    expect(deletes().map((c) => c.route)).toEqual(['DELETE /api/articles/a1']);
    // Too late for Undo now.
    act(() => notices[0]?.options?.action?.onClick());
    expect(result.current.pending.has('a1')).toBe(false);
  });

  it('a second delete of the same card while pending is ignored', () => {
    const { result } = renderPendingDeletes();
    act(() => {
      result.current.remove('a1');
      result.current.remove('a1');
    });
    expect(notices).toHaveLength(1);
  });

  it('sends what is pending on unmount and dismisses its notice', async () => {
    const { result, unmount } = renderPendingDeletes();
    act(() => result.current.remove('a1'));
    unmount();
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(dismissNotice).toHaveBeenCalledWith('notice-1');
  });

  it('sends what is pending with keepalive when the page goes away', () => {
    const { result, unmount } = renderPendingDeletes();
    act(() => result.current.remove('a1'));
    window.dispatchEvent(new Event('pagehide'));
    expect(deletes()).toHaveLength(1);
    expect(deletes()[0]?.init.keepalive).toBe(true);
    unmount();
    // Already sent: leaving afterwards sends nothing more.
    expect(deletes()).toHaveLength(1);
  });
});
