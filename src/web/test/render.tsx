import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@/web/features/theme/theme-provider';
import { ToastProvider } from '@/web/features/toasts/toast-provider';
import { createQueryClient } from '@/web/lib/query-client';

/**
 * Renders `ui` at `path` inside the app's providers and a memory router. Other routes can be
 * added to see where navigation leads; each shows its path as an h1 unless given an element.
 */
export function renderWithRouter(
  ui: ReactElement,
  {
    path = '/',
    pattern = path.split('?')[0] ?? '/',
    state,
    routes = [],
  }: {
    path?: string;
    pattern?: string;
    state?: unknown;
    routes?: Array<string | RouteObject>;
  } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      ...routes.map((route) =>
        typeof route === 'string' ? { path: route, element: <h1>{`Page ${route}`}</h1> } : route,
      ),
    ],
    { initialEntries: [{ pathname: pattern, search: path.slice(pattern.length), state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
