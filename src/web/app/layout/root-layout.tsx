import { Outlet } from 'react-router';
import { OfflineLayer } from '@/web/app/layout/offline-layer';
import { NavigationProgress } from '@/web/app/navigation-progress';
import { PageViews } from '@/web/app/page-views';
import { ScrollToTop } from '@/web/app/scroll-to-top';
import { useLiveMe } from '@/web/features/auth/api/get-me';

/** The top of every route: behaviour shared by all screens, no visible chrome. */
export function RootLayout() {
  useLiveMe();
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <PageViews />
      <Outlet />
      <OfflineLayer />
    </>
  );
}
