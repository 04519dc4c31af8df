import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '@/web/app/app-loading';
import { RootLayout } from '@/web/app/layout/root-layout';
import { SiteLayout } from '@/web/app/layout/site-layout';
import { RootErrorPage, RouteErrorFallback } from '@/web/app/route-error';
import { LandingRoute } from '@/web/app/routes/landing';
import { NotFoundRoute } from '@/web/app/routes/not-found';
import { paths } from '@/web/config/paths';

/*
 * Every route of spec §2. The landing page and 404 ship in the first bundle (a visitor's first
 * screen); every other screen is its own chunk, fetched when first visited. Route guards
 * (protected, guest-only) arrive with the auth issue.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            // Errors inside a screen render here, so header and footer stay usable.
            errorElement: <RouteErrorFallback />,
            children: [
              { index: true, element: <LandingRoute /> },
              {
                path: paths.auth.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/auth')).AuthRoute,
                }),
              },
              {
                path: paths.dashboard.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/dashboard')).DashboardRoute,
                }),
              },
              {
                path: paths.article.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/article')).ArticleRoute,
                }),
              },
              {
                path: paths.settings.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/settings')).SettingsRoute,
                }),
              },
              {
                path: paths.help.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/help')).HelpRoute,
                }),
              },
              {
                path: paths.save.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/save')).SaveRoute,
                }),
              },
              {
                path: paths.bookmarklet.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/bookmarklet')).BookmarkletRoute,
                }),
              },
              {
                path: paths.terms.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/terms')).TermsRoute,
                }),
              },
              {
                path: paths.privacy.path,
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/privacy')).PrivacyRoute,
                }),
              },
              { path: paths.notFound.path, element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
