import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootErrorPage, RouteErrorFallback } from '@/web/app/route-error';

let broken = true;
function Flaky() {
  if (broken) throw new Error('Render failed');
  return <h1>Recovered</h1>;
}

function renderRoutes(errorElement: React.ReactNode, path = '/flaky') {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement,
        children: [
          { path: '/flaky', element: <Flaky /> },
          {
            path: '/gone',
            loader: () => {
              throw data('No such article', { status: 404 });
            },
            element: <p>never</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route error fallback', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows "Something went wrong" with Try Again, Reload Page and Go Home', async () => {
    renderRoutes(<RouteErrorFallback />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the route again on Try Again, keeping the address', async () => {
    const router = renderRoutes(<RouteErrorFallback />);
    await screen.findByRole('heading', { name: 'Something went wrong' });

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flaky');
  });

  it('stays on the fallback when the route still fails', async () => {
    renderRoutes(<RouteErrorFallback />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('shows Page Not Found for a 404 from a loader', async () => {
    renderRoutes(<RouteErrorFallback />, '/gone');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('the root error page brings its own landmarks and recovers too', async () => {
    renderRoutes(<RootErrorPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
  });
});
