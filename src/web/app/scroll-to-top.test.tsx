import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESET_DELAY_MS, ScrollToTop } from '@/web/app/scroll-to-top';
import { saveListScroll } from '@/web/features/library/lib/scroll-memory';

function renderAt(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/next', element: <p>Next</p> },
          { path: '/dashboard', element: <p>Dashboard</p> },
          {
            path: '/help',
            element: (
              <section id="contact">
                <h2>Contact</h2>
              </section>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toTop = { top: 0, left: 0, behavior: 'instant' };

describe('ScrollToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('scrolls to the top on every navigation, and again 50 ms later', async () => {
    const router = renderAt('/');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();

    await act(() => router.navigate('/next'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(toTop);

    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS - 1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(toTop);

    // Back and forward are navigations too, and so is a link to the page already shown.
    await act(() => router.navigate(-1));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    await act(() => router.navigate('/'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(6);
  });

  it('scrolls on the first page load as well', () => {
    renderAt('/');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('lands on the anchor of a link with a hash instead of the top', async () => {
    const router = renderAt('/');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => {});

    await act(() => router.navigate('/help#contact'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));

    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'contact');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('falls back to the top when the anchor does not exist', async () => {
    const router = renderAt('/');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();

    await act(() => router.navigate('/next#missing'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('cancels the delayed pass when the next navigation comes first', async () => {
    const router = renderAt('/');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();

    await act(() => router.navigate('/next'));
    await act(() => router.navigate('/'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    // Two immediate passes, but only the last navigation's delayed one.
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('leaves a Back return to the dashboard to the library, which restores the list (issue #17)', async () => {
    const router = renderAt('/dashboard');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    const dashboardKey = router.state.location.key;
    saveListScroll(dashboardKey, 2400);
    await act(() => router.navigate('/next'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();

    await act(() => router.navigate(-1));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(router.state.location.key).toBe(dashboardKey);
    expect(scrollTo).not.toHaveBeenCalled();

    // A link to the dashboard is a new visit: top, as always.
    await act(() => router.navigate('/dashboard'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(toTop);
  });

  it('still scrolls to the top on Back to a dashboard entry with no kept position', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/next'));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
