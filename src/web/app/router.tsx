import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '@/web/app/app-loading';
import { GuestOnlyRoute, LandingGuard, ProtectedRoute } from '@/web/app/guards/route-guards';
import { AuthLayout } from '@/web/app/layout/auth-layout';
import { RootLayout } from '@/web/app/layout/root-layout';
import { SiteLayout } from '@/web/app/layout/site-layout';
import type { RouteHandle } from '@/web/app/page-title';
import { RootErrorPage, RouteErrorFallback } from '@/web/app/route-error';
import { LandingRoute } from '@/web/app/routes/landing';
import { NotFoundRoute } from '@/web/app/routes/not-found';
import { paths } from '@/web/config/paths';

// The name each screen's page views carry (spec §7 page_view). The landing page and sign-in have
// none: a signed-in reader, the only one whose views are recorded, is sent on from them.
const page = (pageTitle: string): RouteHandle => ({ pageTitle });

/*
 * Every route of spec §2, grouped by their guards ("Route guards"). The landing page and 404
 * ship in the first bundle (a visitor's first screen); every other screen is its own chunk,
 * fetched when first visited.
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
              {
                element: <LandingGuard />,
                children: [{ index: true, element: <LandingRoute /> }],
              },
              {
                element: <ProtectedRoute />,
                children: [
                  {
                    path: paths.dashboard.path,
                    handle: page('Dashboard'),
                    lazy: async () => ({
                      Component: (await import('@/web/app/routes/dashboard')).DashboardRoute,
                    }),
                  },
                  {
                    path: paths.article.path,
                    handle: page('Article'),
                    lazy: async () => ({
                      Component: (await import('@/web/app/routes/article')).ArticleRoute,
                    }),
                  },
                  {
                    path: paths.settings.path,
                    handle: page('Settings'),
                    lazy: async () => ({
                      Component: (await import('@/web/app/routes/settings')).SettingsRoute,
                    }),
                  },
                ],
              },
              {
                path: paths.help.path,
                handle: page('Help Center'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/help')).HelpRoute,
                }),
              },
              {
                path: paths.save.path,
                handle: page('Save'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/save')).SaveRoute,
                }),
              },
              {
                path: paths.bookmarklet.path,
                handle: page('Bookmarklet'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/bookmarklet')).BookmarkletRoute,
                }),
              },
              {
                path: paths.terms.path,
                handle: page('Terms of Service'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/terms')).TermsRoute,
                }),
              },
              {
                path: paths.privacy.path,
                handle: page('Privacy Policy'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/privacy')).PrivacyRoute,
                }),
              },
              {
                path: paths.notFound.path,
                element: <NotFoundRoute />,
                handle: page('Page Not Found'),
              },
            ],
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            errorElement: <RouteErrorFallback />,
            children: [
              {
                element: <GuestOnlyRoute />,
                children: [
                  {
                    path: paths.auth.path,
                    lazy: async () => ({
                      Component: (await import('@/web/app/routes/auth')).AuthRoute,
                    }),
                  },
                ],
              },
              {
                path: paths.resetPassword.path,
                handle: page('Reset Password'),
                lazy: async () => ({
                  Component: (await import('@/web/app/routes/reset-password')).ResetPasswordRoute,
                }),
              },
            ],
          },
        ],
      },
      {
        // The popup's last page: no chrome, it closes itself at once.
        path: paths.authPopupDone.path,
        lazy: async () => ({
          Component: (await import('@/web/app/routes/auth-popup-done')).AuthPopupDoneRoute,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
