import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/web/components/ui/error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('Render failed');
  return <p>Everything is fine</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    // React reports caught render errors on the console; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec fallback with its three ways out', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the children again on Try Again', async () => {
    const onReset = vi.fn();
    render(
      <ErrorBoundary onReset={onReset}>
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Everything is fine')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('falls back again when the retry fails too', async () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('reloads the page on Reload Page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('resets by itself when a reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']}>
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    rerender(
      <ErrorBoundary resetKeys={['/b']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Everything is fine')).toBeTruthy();
  });

  it('uses an h2 inside a page that has its own h1, and accepts a custom fallback', () => {
    const { unmount } = render(
      <ErrorBoundary headingLevel={2}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeTruthy();
    unmount();

    render(
      <ErrorBoundary fallback={({ error }) => <p>Custom: {(error as Error).message}</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Custom: Render failed')).toBeTruthy();
  });
});
